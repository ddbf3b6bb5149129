/**
 * Every `code` our API puts in an error answer (`{ message, code }`). The server's HttpError
 * takes only these, and the client compares against them, so a renamed code breaks the build
 * instead of a check.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'DEMO_ACCOUNT',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'BUSY',
  'STORAGE_UNAVAILABLE',
  'UNKNOWN_HOST',
  'INVALID_LOGIN',
  'INVALID_PASSWORD',
  'RESET_LINK_INVALID',
  'ACCOUNT_SUSPENDED',
  'LAST_ADMIN',
  'RATE_LIMITED',
  'CAPTCHA_FAILED',
  'BUSINESS_ACCOUNT_REQUIRED',
  'FILE_TOO_LARGE',
  'TOO_MANY_ROWS',
  'INVALID_CSV_FILE',
  'IMAGE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'UPLOAD_QUOTA',
  'IMAGE_URL_UNUSABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INVALID_EVENT',
  'INVALID_SIGNATURE',
  'GOOGLE_UNAVAILABLE',
  'GOOGLE_NOT_CONNECTED',
  'GOOGLE_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
