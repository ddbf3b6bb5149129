import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it (tests). */
export function multipartPayload(
  content: Buffer | string,
  opts: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----swipenyc${randomBytes(8).toString('hex')}`;
  const { field = 'csv', filename = 'events.csv', contentType = 'text/csv' } = opts;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
