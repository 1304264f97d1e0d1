/** JSON calls to the running API from a test (set-up and checks beside the browser). */
import { baseURL } from './env';

/** A call with an optional Bearer token; returns `data` and fails the test on an error envelope. */
export async function apiCall<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!res.ok || !json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

/** Signs in through the API and returns the access token. */
export async function apiToken(email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(null, 'POST', '/auth/login', { email, password })).token;
}
