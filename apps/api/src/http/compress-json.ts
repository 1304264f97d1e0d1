import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's JSON answers compressed for a client that accepts it (docs/decisions/037): a phone on a slow
 * line gets a page of readings in about a quarter of the bytes. Only answers of at least MIN_BYTES (a
 * small one would not get smaller by much), brotli at a quality cheap enough for a per-request answer,
 * else gzip. Not the sign-in and session answers (/auth/…): they carry tokens, and a compressed secret
 * beside text an attacker chooses is what BREACH-style attacks read sizes for.
 */
const MIN_BYTES = 1024;
/**
 * Brotli quality 2 (decision 037, amended 2026-11-28): on the app's real answers it sends 1–6 % more
 * bytes than quality 4 (72 more on a page of ten readings) for a third to two thirds less CPU.
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 6;
const NOT_COMPRESSED = /^\/api\/v1\/auth\//;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type TEncoding = 'br' | 'gzip';

/** The encoding to answer with, from an Accept-Encoding header: br before gzip, neither when refused (q=0). */
export function chooseEncoding(header: string | undefined): TEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: TEncoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Whether answers at this URL may be compressed at all (not those of /auth/, see above). */
export function mayCompress(url: string): boolean {
  return !NOT_COMPRESSED.test(url);
}

/** A JSON text as the client's encoding wants it (the same settings as every compressed answer). */
export function encodeJson(payload: string, encoding: TEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipAsync(payload, { level: GZIP_LEVEL });
}

/** Whether a JSON text is big enough to be compressed (MIN_BYTES). */
export function worthCompressing(payload: string): boolean {
  return payload.length >= MIN_BYTES / 4 && Buffer.byteLength(payload) >= MIN_BYTES;
}

/** Adds Accept-Encoding to the answer's Vary (it depends on it). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether an answer is to be compressed: JSON of MIN_BYTES or more, outside /auth/, not encoded yet. */
function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  if (typeof payload !== 'string' || !worthCompressing(payload)) return false;
  // The matched route's pattern, not the raw URL: '/api/v1/%61uth/login' reaches the same route.
  if (!mayCompress(request.routeOptions.url ?? request.url) || reply.getHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Registers the compression of JSON answers on `api` (the /api/v1 scope). A callback hook: an answer that
 * is not compressed (most are small) passes at once, without a promise of its own.
 */
export function installJsonCompression(api: FastifyInstance): void {
  api.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    encodeJson(payload, encoding).then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
