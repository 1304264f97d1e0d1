import pg from 'pg';
import { CONNECTION_OPTIONS } from './connection-options';

/** How the writer connection shows in pg_stat_activity (an operator can tell it from the pool's). */
export const WRITER_APPLICATION_NAME = 'forecourt-reading-writer';

/**
 * The one PostgreSQL connection the reading writes of a process go through (db/write-batch.ts,
 * docs/decisions/045), outside the pool and in pipeline mode: a batch statement can be sent while the one
 * before it still runs, and waits in the server's input until that one has committed. Opened at first
 * use; a connection that was lost (the server restarted, an operator ended the backend) is forgotten and
 * the next statement opens a new one. Closed with its database handle (db/client.ts).
 */
export class WriterConnection {
  private client: Promise<pg.Client> | undefined;
  /** The same connection once it has opened. */
  private open: (pg.Client & { processID?: number }) | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  /** Sends one prepared statement on its own (its own transaction, committed as it returns). */
  async query<R>(name: string, text: string, values: unknown[]): Promise<R[]> {
    const client = await this.connection();
    const result = await client.query({ name, text, values });
    return result.rows as R[];
  }

  /** The server process of the open connection, if one is open (tests end it to play a lost connection). */
  get backendPid(): number | undefined {
    return this.open?.processID;
  }

  /** Whether a connection is open or opening (tests watch it being forgotten after a loss). */
  get isOpen(): boolean {
    return this.client !== undefined;
  }

  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The database handle is closed.'));
    if (!this.client) {
      const client = new pg.Client({
        connectionString: this.url,
        pipeline: true,
        application_name: WRITER_APPLICATION_NAME,
        options: CONNECTION_OPTIONS,
      });
      const opening = client.connect().then(() => {
        if (this.client === opening) this.open = client;
        return client;
      });
      this.client = opening;
      const forget = () => {
        if (this.client !== opening) return;
        this.client = undefined;
        this.open = undefined;
      };
      // A lost connection fails the statements on it (their writers get the error: whether they
      // committed is unknown, so none is sent again) and is never used again.
      client.on('error', forget);
      client.on('end', forget);
      opening.catch(() => {
        forget();
        void client.end().catch(() => undefined);
      });
    }
    return this.client;
  }

  /**
   * Closes the connection once the statements sent on it have answered; later statements are refused. A
   * connection still opening is ended when it opens, without holding the close up (a server that does
   * not answer must not stall a shutdown).
   */
  async close(): Promise<void> {
    this.closed = true;
    const opening = this.client;
    const open = this.open;
    this.client = undefined;
    this.open = undefined;
    if (open) await open.end().catch(() => undefined);
    else if (opening) void opening.then((client) => client.end()).catch(() => undefined);
  }
}
