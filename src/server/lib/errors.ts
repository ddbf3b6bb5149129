import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, 'BAD_REQUEST');
export const unauthorized = (message = 'Please sign in to continue') =>
  new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');

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
    .send({ message: badUrl ? 'Malformed URL' : 'Bad request', code: 'BAD_REQUEST' });
}

/** better-auth answers a taken email with 422; the API promises 409. */
const authStatusOverrides: Record<string, number> = { USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 409 };

/** One error shape for every route: `{message, code?, issues?}`, never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = first?.path ? `${first.path}: ` : '';
      return reply.status(400).send({
        message: `${where}${first?.message ?? 'Invalid input'}`,
        code: 'INVALID_INPUT',
        issues,
      });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (isAPIError(error)) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      const status = (body.code && authStatusOverrides[body.code]) || error.statusCode;
      return reply.status(status).send({ message: body.message ?? error.message, code: body.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type) carry safe messages.
    return reply.status(status).send({ message: error.message, code: error.code });
  });
}
