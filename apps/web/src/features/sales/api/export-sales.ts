import { API_BASE, MSG } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { refreshSession } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import type { TSalesFilter } from '../lib/sales-queries';

function exportUrl(filter: TSalesFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const qs = params.toString();
  return `${API_BASE}/sales/export${qs ? `?${qs}` : ''}`;
}

async function fetchCsv(url: string): Promise<Response> {
  const session = getSession();
  const headers = new Headers({ Accept: 'text/csv' });
  if (session?.token) headers.set('Authorization', `Bearer ${session.token}`);
  if (session?.user.tenantId) headers.set('x-tenant-id', session.user.tenantId);
  try {
    return await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw ApiError.network();
  }
}

/** The file name from Content-Disposition, or sales-<today>.csv. */
function fileNameOf(res: Response): string {
  const header = res.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : `sales-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /sales/export: a CSV of every sale of the filter (not just the page). Fetched with the Bearer
 * token in a header (never in a URL), refreshed once on 401, and saved from a blob.
 */
export async function exportSales(filter: TSalesFilter): Promise<{ fileName: string }> {
  const url = exportUrl(filter);
  let res = await fetchCsv(url);
  if (res.status === 401 && getSession()) {
    await refreshSession();
    res = await fetchCsv(url);
  }
  if (!res.ok) {
    let message: string = MSG.unexpected;
    try {
      const body = (await res.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      /* not JSON */
    }
    throw new ApiError({ status: res.status, code: 'UNKNOWN', message });
  }
  const blob = await res.blob();
  const fileName = fileNameOf(res);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
  return { fileName };
}

export function useExportSales() {
  return useMutation({ mutationFn: exportSales });
}
