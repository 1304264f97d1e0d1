import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { answerMarkOf, type TCaller } from '../db/tenant';
import { chooseEncoding, encodeJson, mayCompress, varyOnEncoding, worthCompressing, type TEncoding } from './compress-json';

/**
 * List answers kept while nothing they read has changed (docs/decisions/038).
 *
 * A route opts in with `config.answerCache: true` (a read whose answer is a function of the tenant's data,
 * the caller and the URL, and of the date only through the tenant's business day). Its answer is kept
 * under the tenant's change mark (drizzle/0027): the sum of counters that every committed write to the
 * tenant's tables — or to a table outside any tenant — raises in its own transaction, with the tenant's
 * business day. A request for a kept answer costs one statement (fc_request_answer_mark: the caller check
 * every request makes, and the mark); the answer goes out again only if the mark is the same, else it is
 * computed as usual.
 *
 * Why a kept answer is never stale: the mark an answer is kept under is read BEFORE any statement that
 * computes it (in the same round trip as the caller check). A write that commits after that read raises
 * the mark, so the answer is never served again; one that committed before is in the answer. The key
 * holds the tenant, the user, the role and the URL (path and query), so no caller sees another's answer.
 */
export type TAnswerCacheStats = { hits: number; stale: number; misses: number; stored: number; evicted: number; entries: number; bytes: number };

type TEntry = { mark: string; body: string; bytes: number; encoded: Partial<Record<TEncoding, Buffer>> };

/** What a request whose answer may be kept carries from its lookup to its answer. */
type TPending = { key: string; box: { value?: string } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers may be kept (http/answer-cache.ts): a tenant read, see the conditions there. */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    answerPending: TPending | null;
  }
  interface FastifyInstance {
    answerCache: AnswerCache | null;
  }
}

/** Entries by key, least recently used first (a Map keeps insertion order), bounded in bytes. */
export class AnswerCache {
  private readonly entries = new Map<string, TEntry>();
  private bytes = 0;
  private readonly counts = { hits: 0, stale: 0, misses: 0, stored: 0, evicted: 0 };

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = Math.max(1, Math.floor(maxBytes / 16)),
  ) {}

  get(key: string): TEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, mark: string, body: string): void {
    this.remove(key);
    // UTF-16 in memory, plus the key and the entry itself.
    const bytes = 2 * (body.length + key.length) + 128;
    if (bytes > this.maxEntryBytes) return;
    this.entries.set(key, { mark, body, bytes, encoded: {} });
    this.bytes += bytes;
    this.counts.stored++;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
      this.counts.evicted++;
    }
  }

  /** Keeps an encoded copy of an entry (counted against the bound; dropped with the entry). */
  addEncoded(key: string, entry: TEntry, encoding: TEncoding, body: Buffer): void {
    if (this.entries.get(key) !== entry || entry.encoded[encoding]) return;
    entry.encoded[encoding] = body;
    entry.bytes += body.length;
    this.bytes += body.length;
  }

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  count(what: 'hits' | 'stale' | 'misses'): void {
    this.counts[what]++;
  }

  stats(): TAnswerCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }
}

/**
 * Installs the answer cache on `api` (the /api/v1 scope), before the JSON compression (whose onSend must
 * see the answer after this one has kept it). `tenantCaller` gives the request's tenant caller (the
 * guard has run); `cache` null: nothing is kept (ANSWER_CACHE_MB=0).
 */
export function installAnswerCache(api: FastifyInstance, cache: AnswerCache | null, tenantCaller: (request: FastifyRequest) => TCaller): void {
  api.decorateRequest('answerPending', null);
  if (!cache) return;
  api.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.answerCache) return;
    // A GET (and the HEAD fastify adds beside it, whose answer is the GET's without the body).
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) {
      throw new Error(`Route ${String(route.method)} ${route.url}: only a GET answer may be kept`);
    }
    // preHandler: after the guard (onRequest) and the query's validation, so refusals come first as before.
    const lookup = async (request: FastifyRequest, reply: FastifyReply) => lookUp(cache, tenantCaller(request), request, reply);
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), lookup] : [lookup];
  });
  api.addHook('onSend', (request, reply, payload, done) => {
    const pending = request.answerPending;
    if (pending?.box.value !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(pending.key, pending.box.value, payload);
    }
    done(null, payload);
  });
}

async function lookUp(cache: AnswerCache, caller: TCaller, request: FastifyRequest, reply: FastifyReply) {
  const key = `${caller.tenantId} ${caller.userId} ${caller.role} ${request.url}`;
  const entry = cache.get(key);
  if (entry) {
    // The caller check of every request, and the tenant's mark: one statement.
    const mark = await answerMarkOf(caller);
    if (mark === entry.mark) {
      cache.count('hits');
      return sendKept(cache, key, entry, request, reply);
    }
    cache.count('stale');
    cache.remove(key);
  } else {
    cache.count('misses');
  }
  request.answerPending = { key, box: {} };
}

/** A kept answer, with the headers a computed one has (compressed as JSON answers are, the copy kept). */
async function sendKept(cache: AnswerCache, key: string, entry: TEntry, request: FastifyRequest, reply: FastifyReply) {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = worthCompressing(entry.body) && mayCompress(request.routeOptions.url ?? request.url) ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    // The compression hook adds Vary (and leaves the text as it is), as for a computed answer.
    return reply.send(entry.body);
  }
  let body = entry.encoded[encoding];
  if (!body) {
    body = await encodeJson(entry.body, encoding);
    cache.addEncoded(key, entry, encoding, body);
  }
  varyOnEncoding(reply);
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
