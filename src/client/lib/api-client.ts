import type { core, ZodType } from 'zod';
import type { ErrorCode } from '#shared/error-codes.ts';

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

/**
 * The server answered, but not in the shape the shared schema describes: client and server
 * disagree on the contract. In development and tests the message names the route and every zod
 * issue, so the mismatch is loud; in production it is reported to the console and the page
 * shows its ordinary error state.
 */
export class ResponseShapeError extends Error {
  readonly route: string;
  readonly issues: readonly core.$ZodIssue[];

  constructor(route: string, issues: readonly core.$ZodIssue[]) {
    const listed = issues.map((i) => `  ${i.path.join('.') || '(answer)'}: ${i.message}`);
    super(
      import.meta.env.DEV
        ? `${route} answered in a shape the client does not accept:\n${listed.join('\n')}`
        : 'The server sent an answer this page cannot read',
    );
    this.name = 'ResponseShapeError';
    this.route = route;
    this.issues = issues;
  }
}

/**
 * For reads whose failure the page quietly replaces with a default: a contract mismatch is still
 * thrown in development and tests, where it must not pass for an ordinary failure.
 */
export function rethrowShapeErrorInDevelopment(err: unknown): void {
  if (import.meta.env.DEV && err instanceof ResponseShapeError) throw err;
}

/** The answer checked against its shared schema; a mismatch throws a ResponseShapeError. */
export function parseAnswer<S extends ZodType>(
  schema: S,
  route: string,
  data: unknown,
): S['_output'] {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const error = new ResponseShapeError(route, parsed.error.issues);
  // A warning, not an error: the page handles the failure (its error or empty state), and the
  // entry is there for whoever looks into why.
  if (!import.meta.env.DEV) console.warn(error.message, error.route, error.issues);
  throw error;
}

/**
 * A schema, or a loader that imports one. zod is a large download, so the screens in the first
 * download (the deck, hot, search, my events; budgets in bench/web/route-bundles.ts) pass a
 * loader: the schema's chunk then arrives beside the request instead of before the first paint.
 */
export type AnswerSchema<S extends ZodType> = S | (() => Promise<S>);

export function loadSchema<S extends ZodType>(schema: AnswerSchema<S>): Promise<S> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited after the request; a failed request must not leave this rejection unobserved.
  loading.catch(() => undefined);
  return loading;
}

async function readAnswer<S extends ZodType>(
  method: string,
  url: string,
  schema: AnswerSchema<S>,
  data?: unknown,
): Promise<{ data: S['_output']; headers: Headers }> {
  const loading = loadSchema(schema);
  const res = await apiResponse(method, url, data);
  const body: unknown = await res.json();
  return { data: parseAnswer(await loading, `${method} ${url}`, body), headers: res.headers };
}

export async function getJson<S extends ZodType>(
  url: string,
  schema: AnswerSchema<S>,
): Promise<S['_output']> {
  return (await readAnswer('GET', url, schema)).data;
}

/** A JSON answer with its headers, for lists that say more in X-Total-Count or X-Next-Cursor. */
export function getJsonWithHeaders<S extends ZodType>(
  url: string,
  schema: AnswerSchema<S>,
): Promise<{ data: S['_output']; headers: Headers }> {
  return readAnswer('GET', url, schema);
}

/** The X-Total-Count header as a count; null when missing or not a whole number. */
export function parseTotalCount(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

export async function sendJson<S extends ZodType>(
  method: string,
  url: string,
  schema: AnswerSchema<S>,
  data?: unknown,
): Promise<S['_output']> {
  return (await readAnswer(method, url, schema, data)).data;
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
  return code !== ('INVALID_LOGIN' satisfies ErrorCode);
}
