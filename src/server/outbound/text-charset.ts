/** The charset a document declares for itself: an XML declaration's or an HTML meta tag's. */
function declaredCharset(bytes: Buffer): string | undefined {
  // Declarations are ASCII and sit at the top; latin1 reads any bytes without failing.
  const head = bytes.subarray(0, 2048).toString('latin1');
  return (
    /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1]
  );
}

/**
 * A document's text in the charset the HTTP header names, else the one the document declares,
 * else UTF-8 (a byte-order mark always wins, as browsers do). An unknown charset reads as UTF-8.
 */
export function decodeText(bytes: Buffer, contentType = ''): string {
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  const charset = bom
    ? 'utf-8'
    : (/charset="?([\w.:-]+)/i.exec(contentType)?.[1] ?? declaredCharset(bytes) ?? 'utf-8');
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
