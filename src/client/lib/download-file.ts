import { apiResponse } from './api-client.ts';

/**
 * The name the server gave the file (Content-Disposition, RFC 6266): the UTF-8 `filename*` keeps
 * a name in any script, the plain `filename` is its ASCII fallback.
 */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Saves a file from our API. Fetched rather than navigated to, so a failure can be reported in
 * place instead of replacing the page with an error body.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  // Read straight into the blob: an export can be large, and a buffered copy would double it.
  const res = await apiResponse('GET', url);
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameFrom(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns, so it is released a little later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
