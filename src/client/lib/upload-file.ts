import type { ZodType } from 'zod';
import { ApiError, parseAnswer } from './api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown = xhr.responseText;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON: the plain text is the message.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return new ApiError(xhr.status, message || xhr.responseText || xhr.statusText, body);
}

/**
 * Posts one file as multipart form data and answers the JSON reply. XMLHttpRequest rather than
 * fetch because only it reports upload progress, which a 10 MB file on a slow line needs.
 * Failures are ApiErrors ("{status}: {message}") like every other call; a lost connection is
 * status 0.
 */
export function uploadFile<S extends ZodType>(
  url: string,
  field: string,
  file: File,
  schema: S,
  opts: {
    onProgress?: (p: UploadProgress) => void;
    signal?: AbortSignal;
    /** Text fields sent before the file. */
    fields?: Record<string, string>;
  } = {},
): Promise<S['_output']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(
          new ApiError(xhr.status, 'The server sent an unreadable answer', xhr.responseText),
        );
      }
      try {
        resolve(parseAnswer(schema, `POST ${url}`, body));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error: the upload did not reach us', null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
