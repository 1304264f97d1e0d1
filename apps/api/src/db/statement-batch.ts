import type pg from 'pg';

/**
 * The client drizzle talks to inside a tenant transaction on PostgreSQL (db/tenant.ts,
 * docs/decisions/026). The pool runs node-postgres in pipeline mode: a statement is written to the
 * server at once, without waiting for the answer to the one before, and the answers come back in order.
 * On top of that:
 *
 * - The transaction's opening statements (BEGIN, `SET LOCAL ROLE`, `SET LOCAL app.tenant_id`, the caller
 *   check) are not sent on their own: they go out, as one simple-protocol message, right in front of
 *   the request's first statement. So they cost no round trip of their own.
 * - Statements issued together (a page and its summary under `Promise.all`) are on the wire together,
 *   in one write: a list is ONE round trip.
 * - Every statement is a named prepared statement (one name per distinct text, prepared once per
 *   connection), so PostgreSQL does not plan it again on every call: planning a five-table page costs
 *   more than running it.
 *
 * If the opening fails (a disabled account, a suspended tenant), every statement of the transaction
 * rejects with that error, not with the "transaction is aborted" that follows it.
 */

type TQueryConfig = { text: string; rowMode?: 'array'; types?: pg.CustomTypesConfig; name?: string };

/** At most this many distinct statement texts get a prepared name; later ones are sent unnamed. */
const NAMED_STATEMENTS_LIMIT = 2000;
const namesByText = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = namesByText.get(text);
  if (name === undefined && namesByText.size < NAMED_STATEMENTS_LIMIT) {
    name = `fc_s${namesByText.size + 1}`;
    namesByText.set(text, name);
  }
  return name;
}

type TStream = { cork(): void; uncork(): void };

export class StatementBatcher {
  private connection: pg.PoolClient | undefined;
  private opening: string[] = [];
  private readOnly = false;
  /** The current burst's opening statements, once sent (undefined: the next statement opens one). */
  private opened: Promise<unknown> | undefined;
  /** The last statement sent that ends a read-only burst (its COMMIT), for the release. */
  private lastEnd: Promise<unknown> = Promise.resolve();
  private sentAny = false;
  private onOpened: ((row: Record<string, unknown> | undefined) => void) | undefined;

  /**
   * Starts a transaction on `connection`; `opening` (BEGIN and the settings) is sent in front of its
   * first statement. `readOnly`: every burst of statements (those issued in one turn of promise jobs)
   * is its own READ ONLY transaction — opening, statements and COMMIT written together, so a read costs
   * exactly its round trips and no message of its own to end it. Under READ COMMITTED each statement
   * sees its own snapshot anyway, so splitting a read into one transaction per burst changes nothing a
   * caller can observe; the settings and the caller check are repeated in each.
   */
  start(connection: pg.PoolClient, opening: string[], readOnly: boolean, onOpened?: (row: Record<string, unknown> | undefined) => void): void {
    this.connection = connection;
    this.onOpened = onOpened;
    this.opening = opening;
    this.readOnly = readOnly;
    this.opened = undefined;
    this.lastEnd = Promise.resolve();
    this.sentAny = false;
  }

  /** Whether a statement of a write transaction has gone to the server (so there is one to end). */
  get begun(): boolean {
    return this.sentAny;
  }

  /** When the last read-only burst has ended on the server (the connection may then be released). */
  get ended(): Promise<unknown> {
    return this.lastEnd;
  }

  private stream(): TStream | undefined {
    const stream = (this.connection as unknown as { connection?: { stream?: Partial<TStream> } }).connection?.stream;
    return stream?.cork && stream.uncork ? (stream as TStream) : undefined;
  }

  /** Sends the opening statements if this burst has not; resolves when they have run. */
  open(): Promise<unknown> {
    if (this.opened) return this.opened;
    const connection = this.connection!;
    const stream = this.stream();
    // What this turn sends goes out in one write; a read-only burst ends with its COMMIT in that write.
    stream?.cork();
    const opened = connection.query(this.opening.join(';\n'));
    opened.catch(() => undefined);
    const onOpened = this.onOpened;
    if (onOpened) {
      // The first opening only: its last statement is the caller check (with the answer cache's mark).
      this.onOpened = undefined;
      opened.then((result: pg.QueryResult | pg.QueryResult[]) => onOpened((Array.isArray(result) ? result.at(-1) : result)?.rows[0]), () => undefined);
    }
    this.opened = opened;
    this.sentAny = true;
    queueMicrotask(() => {
      if (this.readOnly) {
        // The burst is over: the next statement, if any, opens a new transaction.
        this.opened = undefined;
        const end = connection.query('commit');
        end.catch(() => undefined);
        this.lastEnd = end;
      }
      stream?.uncork();
    });
    return opened;
  }

  /** drizzle's entry point (node-postgres' `client.query(config, values)`). */
  query(config: TQueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const opened = this.open();
    const name = config.name ?? nameFor(config.text);
    const sent = this.connection!.query({ ...config, ...(name ? { name } : {}), values } as pg.QueryConfig);
    sent.catch(() => undefined);
    return opened.then(() => sent);
  }
}
