import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What is read and dropped after the answer, at most, before the connection closes: more than
 * the socket buffers hold (several MB on loopback), which a client wrote before it could see
 * the answer; a reset any sooner can discard the answer unread.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2000;

/**
 * A request answered before its body was read to the end (an upload over its limit) must not
 * be drained to whatever length it claims. Closing at once would reset the connection under
 * the answer, so the client might never see it; instead, like a web server's lingering close,
 * the rest is read and dropped for a moment after the answer, then the connection closes.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  // `complete` is false only on a real connection whose body has not all arrived.
  if (raw.complete !== false) return;
  reply.raw.once('finish', () => {
    const close = () => raw.socket?.destroy();
    const timer = setTimeout(close, LINGER_MS).unref();
    let dropped = 0;
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    raw.resume();
  });
}
