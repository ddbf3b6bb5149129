/**
 * A page's code that no longer exists on the server, typically after a deploy, in the words of
 * Chrome, Firefox, Safari and Vite's CSS preloader. Trying again cannot help; a reload can.
 */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
