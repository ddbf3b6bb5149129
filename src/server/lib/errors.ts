import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { closeAfterAnswer } from '#server/lib/refused-body.ts';
import type { ErrorCode } from '#shared/error-codes.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** A refusal that tells the client when to come back (sent as Retry-After). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message, code);
  }
}

/** The server is at capacity for this kind of work right now. */
export class BusyError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, 'BUSY', retryAfterSeconds);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, 'BAD_REQUEST');
export const unauthorized = (message = 'Please sign in to continue') =>
  new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');

export const databaseUnavailable = () =>
  new HttpError(
    503,
    'The database is unavailable right now; please try again shortly',
    'DATABASE_UNAVAILABLE',
  );

/** Connection-level SQLSTATEs: admin/crash shutdown, not accepting connections, link lost. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** node-postgres reports a lost or never-made connection only in its message. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error`, or an error it wraps (Drizzle puts the driver's in `cause`), says the
 * database cannot be reached, as opposed to a query it refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/**
 * Errors the router raises before any hook runs (a URL that does not decode, such as `%c0`):
 * our error format, and the strictest headers by hand since helmet has not run. The URL is
 * not echoed back.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  return reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    })
    .send({
      message: badUrl ? 'Malformed URL' : 'Bad request',
      code: 'BAD_REQUEST' satisfies ErrorCode,
    });
}

/** better-auth answers a taken email with 422; the API promises 409. */
const authStatusOverrides: Record<string, number> = { USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 409 };

/** One error shape for every route: `{message, code?, issues?}`, never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    closeAfterAnswer(request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = first?.path ? `${first.path}: ` : '';
      return reply.status(400).send({
        message: `${where}${first?.message ?? 'Invalid input'}`,
        code: 'INVALID_INPUT' satisfies ErrorCode,
        issues,
      });
    }
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      // A service we depend on failed (picture storage): the operator needs the reason.
      if (error.statusCode >= 500 && error.cause)
        request.log.warn({ err: error.cause }, error.message);
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (isAPIError(error)) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      const status = (body.code && authStatusOverrides[body.code]) || error.statusCode;
      return reply.status(status).send({ message: body.message ?? error.message, code: body.code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const { statusCode, message, code } = databaseUnavailable();
      return reply.status(statusCode).header('retry-after', '5').send({ message, code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong', code: 'INTERNAL' satisfies ErrorCode });
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type) carry safe messages.
    return reply.status(status).send({ message: error.message, code: error.code });
  });
}
