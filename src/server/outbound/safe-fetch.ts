import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import {
  AddressRefusedError,
  bareHost,
  checkLiteralHost,
  guardedLookup,
  type Resolver,
} from '#server/outbound/address-guard.ts';
import { createHostPacer } from '#server/outbound/host-pacer.ts';
import {
  createRobotsCache,
  ROBOTS_MAX_BYTES,
  RobotsError,
  type RobotsFile,
} from '#server/outbound/robots.ts';
import { decodeText } from '#server/outbound/text-charset.ts';

/**
 * How every request for outside data behaves, whoever makes it: a crawl's source, or the copy
 * of a remote picture (src/server/lib/remote-image.ts).
 */
export interface FetchPolicy {
  userAgent: string;
  /**
   * Hosts the address guard lets through although they are private (a test's local server).
   * Never set from the environment: production requests reach public addresses only.
   */
  allowPrivateHosts?: readonly string[];
  /**
   * Test only: a host whose requests go to a local server instead, as `host → port` on
   * 127.0.0.1 (like curl's --connect-to). TLS still checks the certificate against the host's
   * name, so the test's server needs one (`ca`). Never set from the environment.
   */
  connectTo?: Readonly<Record<string, number>>;
  /** Test only: a certificate authority trusted besides the system's (a local server's). */
  ca?: string;
  /** Resolves names; DNS unless a test answers from a table. */
  resolver?: Resolver;
  /** Least time between two requests to one host, unless a source or robots.txt asks for more. */
  hostIntervalMs?: number;
  maxRedirects?: number;
}

export interface FetchRequest {
  url: string;
  accept: string;
  /** Everything the request takes: waiting its turn, robots.txt, redirects and the body. */
  timeoutMs: number;
  maxBytes: number;
  /** Consult robots.txt (pages and feeds); APIs called under their own terms do not. */
  robots: boolean;
  headers?: Readonly<Record<string, string>>;
  /** Time between requests to this host instead of the policy's (an API's published rate). */
  intervalMs?: number;
}

export interface FetchedDocument {
  /** The final URL, after redirects. */
  url: string;
  contentType: string;
  body: string;
}

/** An answer read as bytes (a picture), not text. */
export interface FetchedBytes {
  url: string;
  contentType: string;
  body: Buffer;
}

/** A request that failed; the message names the host and path, never a query (API keys). */
export class FetchError extends Error {}

const DEFAULT_HOST_INTERVAL_MS = 1000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Network failures in words an admin reads without looking the code up. */
const networkErrors: Record<string, string> = {
  ENOTFOUND: 'the name does not resolve (no network, or no such host)',
  EAI_AGAIN: 'the name could not be resolved now (no network?)',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

interface Answer {
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
}

/** Host and path only: a query may carry an API key or token. */
function where(url: URL): string {
  return `${url.host}${url.pathname}`;
}

function crawlableUrl(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`refused ${url.protocol} URL: only http and https are crawled`);
  }
  if (url.username || url.password) throw new FetchError('refused a URL with credentials in it');
  return url;
}

/** A stream undoing the content encoding; null for none, undefined for one we do not read. */
function decoderFor(encoding: string | undefined): Transform | null | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Reads a body up to `maxBytes` after decompression, so a small zip bomb is caught too. */
async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new FetchError(`the response is larger than ${Math.round(maxBytes / 1024)} KB`);
  if (Number(res.headers['content-length']) > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const encoding = res.headers['content-encoding'];
  const decoder = decoderFor(encoding);
  if (decoder === undefined) {
    res.destroy();
    throw new FetchError(`unsupported content encoding ${encoding}`);
  }
  const stream: Readable = decoder ? pipeline(res, decoder, () => undefined) : res;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A fetcher for one crawl: every request passes the address guard (before DNS for literal
 * addresses, after it for names, and again on every redirect), honours robots.txt when asked,
 * waits its turn per host, and stops at its deadline and size cap.
 */
export function createSafeFetcher(policy: FetchPolicy) {
  const allowed = new Set(policy.allowPrivateHosts ?? []);
  const connectTo = policy.connectTo ?? {};
  const lookup = guardedLookup(policy.resolver);
  const pacer = createHostPacer();
  const hostInterval = policy.hostIntervalMs ?? DEFAULT_HOST_INTERVAL_MS;
  const maxRedirects = policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  function once(
    url: URL,
    req: Pick<FetchRequest, 'accept' | 'headers' | 'maxBytes'>,
    signal: AbortSignal,
  ): Promise<Omit<Answer, 'url'> & { location?: string }> {
    checkLiteralHost(url, allowed);
    const client = url.protocol === 'https:' ? https : http;
    const localPort = connectTo[bareHost(url)];
    const local =
      localPort === undefined
        ? {}
        : { hostname: '127.0.0.1', port: localPort, servername: bareHost(url) };
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'GET',
          headers: {
            ...req.headers,
            host: url.host,
            'user-agent': policy.userAgent,
            accept: req.accept,
            'accept-encoding': 'gzip, deflate, br',
          },
          lookup: allowed.has(bareHost(url)) ? undefined : lookup,
          agent: false,
          signal,
          ...(policy.ca ? { ca: policy.ca } : {}),
          ...local,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const contentType = res.headers['content-type'] ?? '';
          if (REDIRECTS.has(status) || status < 200 || status >= 300) {
            // Only robots.txt reads a body that is not a success, and it reads it as no rules.
            res.destroy();
            resolve({ status, contentType, body: Buffer.alloc(0), location: res.headers.location });
            return;
          }
          readBody(res, req.maxBytes).then(
            (body) => resolve({ status, contentType, body }),
            reject,
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  /** Follows redirects to a final answer of any status. */
  async function follow(
    start: URL,
    req: Omit<FetchRequest, 'url' | 'timeoutMs'>,
    signal: AbortSignal,
  ): Promise<Answer> {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      let interval = req.intervalMs ?? hostInterval;
      if (req.robots) {
        const rules = await robotsFor(url.origin, signal);
        if (!rules.allows(url.href)) {
          throw new FetchError(`robots.txt of ${url.host} disallows ${url.pathname}`);
        }
        interval = Math.max(interval, rules.delayMs);
      }
      await pacer.wait(url.host, interval, signal);
      const answer = await once(url, req, signal);
      if (!REDIRECTS.has(answer.status)) return { ...answer, url };
      if (!answer.location) throw new FetchError(`${where(url)} redirected without a Location`);
      if (hop >= maxRedirects)
        throw new FetchError(`more than ${maxRedirects} redirects from ${where(start)}`);
      url = crawlableUrl(answer.location, url);
    }
  }

  const robotsFor = createRobotsCache(async (origin, signal): Promise<RobotsFile> => {
    const answer = await follow(
      new URL('/robots.txt', origin),
      { accept: 'text/plain', maxBytes: ROBOTS_MAX_BYTES, robots: false },
      signal,
    );
    return { status: answer.status, body: decodeText(answer.body, answer.contentType) };
  });

  /** GETs an answer's bytes; any failure is a FetchError saying what went wrong, and where. */
  async function getBytes(req: FetchRequest): Promise<FetchedBytes> {
    const url = crawlableUrl(req.url);
    const seconds = Math.round(req.timeoutMs / 100) / 10;
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new FetchError(`${where(url)} did not answer within ${seconds} s`)),
      Math.max(req.timeoutMs, 0),
    );
    try {
      const answer = await follow(url, req, deadline.signal);
      if (answer.status < 200 || answer.status >= 300) {
        throw new FetchError(`${where(answer.url)} answered HTTP ${answer.status}`);
      }
      return { url: answer.url.href, contentType: answer.contentType, body: answer.body };
    } catch (err) {
      if (deadline.signal.aborted) throw deadline.signal.reason;
      if (err instanceof FetchError) throw err;
      if (err instanceof AddressRefusedError || err instanceof RobotsError) {
        throw new FetchError(`refused ${where(url)}: ${err.message}`);
      }
      const code = (err as NodeJS.ErrnoException).code ?? '';
      const why = networkErrors[code] ?? (code || (err as Error).message);
      throw new FetchError(`could not reach ${url.host}: ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** GETs a document as text, in the charset it declares. */
  async function get(req: FetchRequest): Promise<FetchedDocument> {
    const answer = await getBytes(req);
    return { ...answer, body: decodeText(answer.body, answer.contentType) };
  }

  return { get, getBytes };
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>;
