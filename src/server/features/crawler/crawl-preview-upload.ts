import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import {
  CRAWL_PREVIEW_MAX_BYTES,
  crawlPreviewFormSchema,
  type CrawlPreviewForm,
} from '#shared/schemas/crawl.ts';

export const PREVIEW_FILE_FIELD = 'file';

const tooLarge = () =>
  new HttpError(
    413,
    `File too large: at most ${CRAWL_PREVIEW_MAX_BYTES / 1024 / 1024} MB`,
    'FILE_TOO_LARGE',
  );

export interface PreviewUpload extends CrawlPreviewForm {
  content: Buffer;
}

/**
 * The preview form: the fields `kind` and `url` (validated with the shared schema) and the saved
 * response in `file`, read into memory up to 10 MB. Parts may come in any order.
 */
export async function readPreviewUpload(request: FastifyRequest): Promise<PreviewUpload> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the form as multipart form data, the file in "${PREVIEW_FILE_FIELD}"`);
  }
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CRAWL_PREVIEW_MAX_BYTES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== PREVIEW_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > CRAWL_PREVIEW_MAX_BYTES) throw tooLarge();
        chunks.push(chunk);
      }
      // Busboy stops at the limit and marks the part truncated rather than failing.
      if (part.file.truncated) throw tooLarge();
      content = Buffer.concat(chunks, size);
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413 && !(err instanceof HttpError)) throw tooLarge();
    if (err instanceof HttpError || (status !== undefined && status < 500)) throw err;
    throw badRequest('Malformed multipart body');
  }
  const form = crawlPreviewFormSchema.safeParse(fields);
  if (!form.success) {
    const issue = form.error.issues[0]!;
    if (issue.path[0] === 'asOf') throw badRequest(`asOf: ${issue.message}`);
    if (issue.path[0] === 'url') throw badRequest('url: give the page address as an http(s) URL');
    throw badRequest('Choose a kind: ticketmaster, socrata, nyc-parks, ical or json-ld');
  }
  if (!content) throw badRequest(`No file in field "${PREVIEW_FILE_FIELD}"`);
  return { ...form.data, content };
}
