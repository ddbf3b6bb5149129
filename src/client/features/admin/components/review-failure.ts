import { ApiError } from '#client/lib/api-client.ts';

/** The server's reason when it refused (decided already, gone), else the general message. */
export function reviewFailure(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.detail
    ? err.detail
    : fallback;
}
