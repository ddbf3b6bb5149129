/** An HTTP error from our API, keeping the server's own message apart from the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;

  constructor(status: number, detail: string, body: unknown) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

/** The request never got an answer: offline, or the server unreachable. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the plain text is the message.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return new ApiError(res.status, message || text || res.statusText, body);
}

/**
 * Same-origin fetch with the session cookie; any non-ok answer throws an ApiError, its body read.
 * A body left unread keeps its connection open (and the page from ever going idle), so a caller
 * must read or cancel the body of the answer this gives it, as every helper below does.
 */
export async function apiResponse(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  }).catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/**
 * The whole answer, already read into memory: the connection is free when this resolves, even
 * for a caller that only wanted the status or never looks at the body.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await apiResponse(method, url, data);
  const body = await res.arrayBuffer();
  return new Response(body.byteLength > 0 ? body : null, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiResponse('GET', url);
  return (await res.json()) as T;
}

/** A JSON answer with its headers, for lists that say more in X-Total-Count or X-Next-Cursor. */
export async function getJsonWithHeaders<T>(url: string): Promise<{ data: T; headers: Headers }> {
  const res = await apiResponse('GET', url);
  return { data: (await res.json()) as T, headers: res.headers };
}

/** The X-Total-Count header as a count; null when missing or not a whole number. */
export function parseTotalCount(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/** For reads where "not signed in" is an answer rather than a failure. */
export async function getJsonOrNull<T>(url: string): Promise<T | null> {
  try {
    return await getJson<T>(url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export async function sendJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiResponse(method, url, data);
  return (await res.json()) as T;
}

/** The server's message for display, without the status prefix; the fallback otherwise. */
export function errorDetail(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}

/** The server no longer knows this visitor: a 401 other than a refused sign-in. */
export function isSignedOut(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 401) return false;
  const code =
    err.body && typeof err.body === 'object' && 'code' in err.body ? err.body.code : null;
  return code !== 'INVALID_LOGIN';
}
