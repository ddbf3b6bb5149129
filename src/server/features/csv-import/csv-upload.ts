import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import { CSV_MAX_BYTES } from '#shared/schemas/csv-import.ts';

export const CSV_FIELD = 'csv';
const FILENAME_MAX = 200;

export interface CsvUpload {
  content: Buffer;
  filename: string;
}

const tooLarge = () =>
  new HttpError(413, `File too large: at most ${CSV_MAX_BYTES / 1024 / 1024} MB`, 'FILE_TOO_LARGE');

// Dropping control characters is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The name to show in the batch history: the last path part, printable, not too long. */
function displayName(raw: string | undefined): string {
  const name = (raw ?? '').split(/[\\/]/).pop()!.replace(CONTROL, '');
  return name.trim().slice(0, FILENAME_MAX) || 'upload.csv';
}

/**
 * The multipart file part named `csv`, read into memory with a hard cap. Its declared type and
 * name are not trusted: the importer judges the content.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart form data, field "${CSV_FIELD}"`);
  }
  try {
    return await readFilePart(request);
  } catch (err) {
    // Busboy's complaints about a broken body carry no status; the plugin's limits do.
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413 && !(err instanceof HttpError)) throw tooLarge();
    if (err instanceof HttpError || (status !== undefined && status < 500)) throw err;
    throw badRequest('Malformed multipart body');
  }
}

async function readFilePart(request: FastifyRequest): Promise<CsvUpload> {
  const part = await request.file({ limits: { fileSize: CSV_MAX_BYTES } });
  if (!part || part.fieldname !== CSV_FIELD) {
    part?.file.resume();
    throw badRequest(`No file in field "${CSV_FIELD}"`);
  }
  // Busboy stops passing data on at the limit but ends the part only at its boundary, which a
  // body claiming a gigabyte sends last: fail at the limit instead of reading on to it.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CSV_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  // Busboy stops at the limit and marks the part truncated rather than failing.
  if (part.file.truncated) throw tooLarge();
  return { content: Buffer.concat(chunks, size), filename: displayName(part.filename) };
}
