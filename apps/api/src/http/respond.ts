import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TApiSuccess } from '@forecourt/shared';

/** The success envelope of DESIGN.md section 4. */
export function ok<T>(data: T): TApiSuccess<T> {
  return { success: true, data };
}

/** A file answer: its type, a download name (ASCII fallback and UTF-8), never cached or sniffed. */
export function attachment(reply: FastifyReply, fileName: string, contentType: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
}

/** The response schema of a route that answers a file (for the OpenAPI document). */
export const ZFile = (description: string, type: string) => ({ 200: { description, content: { [type]: { schema: z.string() } } } });
