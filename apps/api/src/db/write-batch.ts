import { writerConnectionOf, type Db } from './client';
import { singleStatement } from './tenant';

/**
 * Group commit for reading writes (docs/decisions/013, decision 4). A reading locks rows that every
 * reading of its station shares (the tank, the station's rollups) until its commit, and a commit waits
 * for the WAL flush: one reading per commit caps a station at about one reading per flush, whatever the
 * CPU. So the reading writes that arrive while one batch is in the database wait and go together in the
 * next: ONE statement, fc_request_reading_writes (drizzle/0014), one round trip and one commit for all of
 * them. Each item runs in its own subtransaction with its own tenant settings and caller check: a refused
 * item changes nothing and gets its own error; the others are stored. A request that arrives when the
 * database is idle goes at once, alone (a batch of one); on PGlite one turn of the event loop later, with
 * the requests already waiting (docs/decisions/052, WriteBatcher.pump). The creates of a batch book their effects
 * (rollups, tanks, ledger, no-readings alerts) together at the batch's end (docs/decisions/040).
 *
 * One connection for all reading writes of the process (db/writer-connection.ts): its backend runs the
 * batches one after another, so two batches can never deadlock on each other's station rows. On
 * PostgreSQL that connection is pipelined (docs/decisions/045): while one batch runs, the next can be sent
 * to wait behind it, so the backend starts it the moment the first commits instead of idling while the
 * answer travels back and the API sends the next. The next goes early only once it holds at least half of
 * the writes recently outstanding at once (PipelineGate): two halves take turns, each gathering while the
 * other is in the database, and a batch is not split into slivers that would each pay a batch's fixed
 * cost. At most two are outstanding. An item that still loses a deadlock or a serialization check
 * against another writer (another process, a job) is sent again (up to three times).
 */

/** One change of a reading, as fc_reading_write takes it. */
export type TReadingWriteItem = {
  op: 'create' | 'void' | 'correct' | 'notes';
  tenant: string;
  actor: string;
  role: string;
  id: string;
  nozzle?: string | null;
  reading?: string | null;
  recordedAt?: string | null;
  payment?: string | null;
  creditor?: string | null;
  /** An owner's or manager's reason to let a credit sale pass the creditor's limit (docs/decisions/015). */
  creditOverride?: string | null;
  notes?: string | null;
  setNotes?: boolean;
  reason?: string | null;
  requestHash?: string | null;
};

type TItemError = { code: string; message: string; detail: string | null; constraint: string | null };
type TItemAnswer = { ok: unknown } | { error: TItemError };

/**
 * The fields of a reading in an answer, in the order fc_reading_answer (drizzle/0034) gives them when a
 * batch of creates is taken at once: a positional array is cheaper for the database to build than an
 * object of 25 keys (docs/decisions/046). The item-by-item path answers the object itself.
 */
export const READING_ANSWER_FIELDS = [
  'id', 'nozzleId', 'nozzleNumber', 'nozzleName', 'pumpId', 'pumpName', 'stationId', 'stationName', 'fuelType',
  'reading', 'previousReading', 'volume', 'pricePerLitre', 'amount', 'paymentMethod', 'creditorId', 'creditorName',
  'notes', 'status', 'voidReason', 'voidedAt', 'recordedAt', 'recordedBy', 'createdAt', 'updatedAt',
] as const;

/** An item's answer with its reading as an object, whichever form the database gave it in. */
export function readingAnswerObject(ok: unknown): unknown {
  const answer = ok as { reading?: unknown } | null;
  const reading = answer?.reading;
  if (!Array.isArray(reading)) return ok;
  if (reading.length !== READING_ANSWER_FIELDS.length) {
    throw new Error(`fc_request_reading_writes: a reading answer of ${reading.length} fields, not ${READING_ANSWER_FIELDS.length}`);
  }
  const object: Record<string, unknown> = {};
  READING_ANSWER_FIELDS.forEach((field, i) => {
    object[field] = reading[i];
  });
  return { ...answer, reading: object };
}

/** A database error raised inside one item, shaped like the driver's own (code, message, detail, constraint). */
export class ItemDatabaseError extends Error {
  readonly code: string;
  readonly detail?: string;
  readonly constraint?: string;
  constructor(e: TItemError) {
    super(e.message);
    this.name = 'ItemDatabaseError';
    this.code = e.code;
    if (e.detail) this.detail = e.detail;
    if (e.constraint) this.constraint = e.constraint;
  }
}

type TJob = { item: TReadingWriteItem; tries: number; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The most items one statement carries (a burst larger than this goes in several batches). */
const MAX_BATCH = 64;
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_TRIES = 3;
const BATCH_NAME = 'fc_request_reading_writes';
const BATCH_SQL = 'select fc_request_reading_writes($1::jsonb) as results';
/** Batch statements outstanding at most on a pipelined connection: one running, one waiting behind it. */
const PIPELINE_DEPTH = 2;
/** How long the batcher remembers how many writes were outstanding at once (milliseconds). */
export const PEAK_WINDOW_MS = 100;

/**
 * When a batch is worth sending behind the one still running: once it holds at least half of the most
 * writes outstanding at once (sent and waiting) over the last window or the one before it — about one
 * to two windows of memory, so a burst that has passed stops holding batches back within 200 ms.
 * Never more than a full batch.
 */
export class PipelineGate {
  private windowStart = Number.NEGATIVE_INFINITY;
  private windowPeak = 0;
  private previousPeak = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Notes how many writes are outstanding now (sent and not answered, and waiting to be sent). */
  note(outstanding: number): void {
    const now = this.now();
    if (now - this.windowStart >= PEAK_WINDOW_MS) {
      this.previousPeak = now - this.windowStart < 2 * PEAK_WINDOW_MS ? this.windowPeak : 0;
      this.windowPeak = 0;
      this.windowStart = now;
    }
    this.windowPeak = Math.max(this.windowPeak, outstanding);
  }

  /** The fewest waiting writes that go out behind a running batch. */
  threshold(): number {
    return Math.min(MAX_BATCH, Math.max(1, Math.ceil(Math.max(this.windowPeak, this.previousPeak) / 2)));
  }
}

type TSender = (params: unknown[]) => Promise<Array<{ results: TItemAnswer[] }>>;

export class WriteBatcher {
  private queue: TJob[] = [];
  /** Batch statements sent and not yet settled, and the items they carry. */
  private outstanding = 0;
  private outstandingItems = 0;
  private readonly depth: number;
  private readonly gate = new PipelineGate();
  /** One connection that runs on this thread (PGlite): a batch is formed a turn of the event loop later. */
  private readonly gatherFirst: boolean;
  private gathering = false;
  /** Statements sent, items they carried, and those sent while another was still running (the bench and tests read them). */
  readonly stats = { batches: 0, items: 0, pipelined: 0, mostOutstanding: 0 };

  constructor(
    private readonly sender: TSender,
    pipelined: boolean,
  ) {
    this.depth = pipelined ? PIPELINE_DEPTH : 1;
    this.gatherFirst = !pipelined;
  }

  submit(item: TReadingWriteItem): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, tries: 0, resolve, reject });
      this.pump();
    });
  }

  /**
   * Sends what waits: at once when nothing is outstanding, behind a running batch when the gate says so.
   *
   * On PGlite (not pipelined) the database runs on this thread: a statement blocks the event loop from the
   * moment it starts, and it starts a few promise jobs after it is sent. Sent at once, the first write
   * would go alone, before the requests already waiting on their sockets were even read, and the next
   * the same way: every batch carried one write, and paid a whole batch's fixed cost (docs/decisions/052).
   * So there the batch is formed a turn of the event loop later (setImmediate: after the sockets that are
   * ready have been read and their requests have reached this queue), and takes every write that waits.
   */
  private pump(): void {
    if (this.gatherFirst) {
      if (this.gathering || this.outstanding > 0 || this.queue.length === 0) return;
      this.gathering = true;
      setImmediate(() => {
        this.gathering = false;
        if (this.outstanding === 0 && this.queue.length > 0) this.dispatch(this.queue.splice(0, MAX_BATCH));
      });
      return;
    }
    this.gate.note(this.outstandingItems + this.queue.length);
    while (this.queue.length > 0 && this.outstanding < this.depth && (this.outstanding === 0 || this.queue.length >= this.gate.threshold())) {
      this.dispatch(this.queue.splice(0, MAX_BATCH));
    }
  }

  /** Sends one batch; when it settles, what waits is pumped again. */
  private dispatch(batch: TJob[]): void {
    if (this.outstanding > 0) this.stats.pipelined++;
    this.outstanding++;
    this.outstandingItems += batch.length;
    this.stats.mostOutstanding = Math.max(this.stats.mostOutstanding, this.outstanding);
    void this.send(batch)
      .catch((error: unknown) => {
        for (const job of batch) job.reject(error);
      })
      .finally(() => {
        this.outstanding--;
        this.outstandingItems -= batch.length;
        this.pump();
      });
  }

  private async send(batch: TJob[]): Promise<void> {
    let answers: TItemAnswer[];
    this.stats.batches++;
    this.stats.items += batch.length;
    try {
      const [row] = await this.sender([JSON.stringify(batch.map((j) => j.item))]);
      answers = row!.results;
    } catch (error) {
      const state = sqlState(error);
      // The database refused the statement as a whole: nothing of the batch is stored. What a batch books
      // for its creates at its end (drizzle/0029, docs/decisions/040) is the one part that fails for all
      // its items at once (a figure that overflows a column, a deadlock), so each item is sent again alone
      // and the error lands on the item it belongs to. Any other failure (a lost connection) leaves it
      // unknown whether the batch committed: every item gets that error, and none is sent twice.
      if (state && batch.length > 1) {
        for (const job of batch) await this.send([job]);
        return;
      }
      for (const job of batch) {
        if (state && RETRYABLE.has(state) && ++job.tries < MAX_TRIES) this.queue.push(job);
        else job.reject(error);
      }
      return;
    }
    batch.forEach((job, i) => {
      const answer = answers[i];
      if (!answer) job.reject(new Error('fc_request_reading_writes: no answer for an item'));
      else if ('ok' in answer) resolveWith(job, answer.ok);
      else if (RETRYABLE.has(answer.error.code) && ++job.tries < MAX_TRIES) this.queue.push(job);
      else job.reject(new ItemDatabaseError(answer.error));
    });
  }
}

/** Hands an item its answer, its reading as an object (a malformed one is the item's error, not the batch's). */
function resolveWith(job: TJob, ok: unknown): void {
  try {
    job.resolve(readingAnswerObject(ok));
  } catch (error) {
    job.reject(error);
  }
}

/** The SQLSTATE of an error the database answered with (five characters), or undefined. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const batchers = new WeakMap<Db, WriteBatcher>();

function batcherOf(db: Db): WriteBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    const writer = writerConnectionOf(db);
    batcher = writer
      ? new WriteBatcher((params) => writer.query(BATCH_NAME, BATCH_SQL, params), true)
      : new WriteBatcher((params) => singleStatement(db, BATCH_NAME, BATCH_SQL, params), false);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** Applies one reading change through the batch of its database handle; its answer or its own error. */
export function batchedReadingWrite<T>(db: Db, item: TReadingWriteItem): Promise<T> {
  return batcherOf(db).submit(item) as Promise<T>;
}

/**
 * How many batch statements a database handle has sent, how many reading writes they carried, how many
 * went behind one still running, and the most outstanding at once.
 */
export function readingWriteStats(db: Db): { batches: number; items: number; pipelined: number; mostOutstanding: number } {
  return { ...batcherOf(db).stats };
}
