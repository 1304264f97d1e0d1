import { MSG } from '@forecourt/shared';
import { ApiError } from './api-error';
import { refreshSession } from './api-client';
import { getSession } from './session-store';

async function fetchFile(url: string, accept: string): Promise<Response> {
  const session = getSession();
  const headers = new Headers({ Accept: accept });
  if (session?.token) headers.set('Authorization', `Bearer ${session.token}`);
  if (session?.user.tenantId) headers.set('x-tenant-id', session.user.tenantId);
  try {
    return await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw ApiError.network();
  }
}

/** The file name from Content-Disposition (its UTF-8 form first), else the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers (an export, a report, a PDF): fetched with the Bearer token in a
 * header (never in a URL), refreshed once on 401, refused answers raised as ApiError with the server's
 * message, and saved from a blob under the server's file name.
 */
export async function downloadFile(url: string, opts: { accept: string; fallbackName: string }): Promise<{ fileName: string }> {
  let res = await fetchFile(url, opts.accept);
  if (res.status === 401 && getSession()) {
    await refreshSession();
    res = await fetchFile(url, opts.accept);
  }
  if (!res.ok) {
    let message: string = MSG.unexpected;
    let code = 'UNKNOWN';
    try {
      const body = (await res.json()) as { message?: string; code?: string };
      if (body.message) message = body.message;
      if (body.code) code = body.code;
    } catch {
      /* not JSON */
    }
    throw new ApiError({ status: res.status, code, message });
  }
  const fileName = fileNameOf(res, opts.fallbackName);
  saveBlob(await res.blob(), fileName);
  return { fileName };
}

/** Saves a blob as a file through a link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
