import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress, type Resolver } from '#server/outbound/address-guard.ts';
import {
  createSafeFetcher,
  FetchError,
  type FetchPolicy,
  type FetchRequest,
} from '#server/outbound/safe-fetch.ts';
import { hang, send, startLocalSite, type LocalSite } from '#test/support/crawler/local-site.ts';

const USER_AGENT = 'SwipeNYC-Crawler/1.0 (+http://localhost:3000)';
const MB = 1024 * 1024;

let site: LocalSite;
beforeAll(async () => {
  site = await startLocalSite({
    '/robots.txt': send(
      'User-agent: *\nDisallow: /members\n\nUser-agent: SwipeNYC-Crawler\nDisallow: /private\n',
      'text/plain',
    ),
    '/feed.xml': send('<rss><channel></channel></rss>', 'application/rss+xml; charset=utf-8'),
    '/private/page': send('secret', 'text/html'),
    '/latin1': send(Buffer.from('Caf\xe9', 'latin1'), 'text/plain; charset=iso-8859-1'),
    '/big': send(Buffer.alloc(2 * MB, 'a'), 'text/plain'),
    '/big-stream': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 32; i += 1) res.write(Buffer.alloc(64 * 1024, 'a'));
      res.end();
    },
    '/bomb': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(8 * MB))),
    '/gzip': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
        .end(gzipSync('compressed hello')),
    '/hang': hang,
    '/unavailable': send('down', 'text/plain', 503),
    '/to-metadata': (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-localhost': (_req, res) =>
      res
        .writeHead(301, { location: `http://localhost:${new URL(site.origin).port}/feed.xml` })
        .end(),
    '/to-feed': (_req, res) => res.writeHead(307, { location: '/feed.xml' }).end(),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  });
});
afterAll(() => site.close());
beforeEach(() => {
  site.hits.length = 0;
});

const fetcher = (policy: Partial<FetchPolicy> = {}) =>
  createSafeFetcher({ userAgent: USER_AGENT, hostIntervalMs: 0, ...policy });
/** The test's site is on 127.0.0.1: only an explicit allowance lets a crawl reach it. */
const allowed = () => fetcher({ allowPrivateHosts: ['127.0.0.1'] });
const request = (path: string, over: Partial<FetchRequest> = {}): FetchRequest => ({
  url: `${site.origin}${path}`,
  accept: '*/*',
  timeoutMs: 5000,
  maxBytes: MB,
  robots: false,
  ...over,
});

describe('the address guard', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::c0a8:101',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses loopback addresses and names that resolve to them, before any request', async () => {
    await expect(fetcher().get(request('/feed.xml'))).rejects.toThrow(
      /refused 127\.0\.0\.1:\d+\/feed\.xml: 127\.0\.0\.1 is a private or local address/,
    );
    const port = new URL(site.origin).port;
    await expect(
      fetcher().get(request('/feed.xml', { url: `http://localhost:${port}/feed.xml` })),
    ).rejects.toThrow(/localhost resolves to .*, a private or local address/);
    await expect(
      fetcher().get(request('/feed.xml', { url: `http://[::1]:${port}/feed.xml` })),
    ).rejects.toThrow(/::1 is a private or local address/);
    expect(site.hits).toEqual([]);
  });

  it('refuses names that resolve to private or unique-local addresses', async () => {
    const table: Record<string, string[]> = {
      'intranet.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'ula.example': ['fd00::5'],
      // One private answer among public ones is enough to refuse.
      'mixed.example': ['93.184.216.34', '192.168.0.7'],
    };
    const resolver: Resolver = (host, cb) =>
      cb(
        null,
        (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    for (const host of Object.keys(table)) {
      await expect(
        fetcher({ resolver }).get(request('/', { url: `http://${host}/events` })),
      ).rejects.toThrow(new RegExp(`${host} resolves to .*, a private or local address`));
    }
  });

  it('re-checks every redirect: a hop to cloud metadata or to a loopback name is refused', async () => {
    await expect(allowed().get(request('/to-metadata'))).rejects.toThrow(
      /169\.254\.169\.254 is a private or local address/,
    );
    await expect(allowed().get(request('/to-localhost'))).rejects.toThrow(
      /localhost resolves to .*, a private or local address/,
    );
    expect(site.hits).toEqual(['/to-metadata', '/to-localhost']);
  });
});

describe('fetching', () => {
  it('reads a document through the allowance, naming itself in the User-Agent', async () => {
    const doc = await allowed().get(request('/feed.xml', { accept: 'application/rss+xml' }));
    expect(doc).toEqual({
      url: `${site.origin}/feed.xml`,
      contentType: 'application/rss+xml; charset=utf-8',
      body: '<rss><channel></channel></rss>',
    });
    expect(site.headers.get('/feed.xml')).toMatchObject({
      'user-agent': USER_AGENT,
      accept: 'application/rss+xml',
    });
  });

  it('decodes compressed bodies and the declared charset', async () => {
    expect((await allowed().get(request('/gzip'))).body).toBe('compressed hello');
    expect((await allowed().get(request('/latin1'))).body).toBe('Café');
  });

  it('follows a redirect on the same site and reports the final URL', async () => {
    const doc = await allowed().get(request('/to-feed'));
    expect(doc.url).toBe(`${site.origin}/feed.xml`);
    expect(site.hits).toEqual(['/to-feed', '/feed.xml']);
  });

  it('stops after five redirects and refuses redirects to other schemes', async () => {
    await expect(allowed().get(request('/loop'))).rejects.toThrow(/more than 5 redirects/);
    expect(site.hits).toHaveLength(6);
    await expect(allowed().get(request('/to-file'))).rejects.toThrow(/refused file: URL/);
  });

  it('refuses URLs that are not http(s) or carry credentials', async () => {
    await expect(allowed().get(request('/', { url: 'ftp://127.0.0.1/feed' }))).rejects.toThrow(
      /only http and https/,
    );
    await expect(
      allowed().get(
        request('/', { url: `http://user:pass@127.0.0.1:${new URL(site.origin).port}/feed.xml` }),
      ),
    ).rejects.toThrow(/credentials/);
    expect(site.hits).toEqual([]);
  });

  it('caps the size of what it reads, declared, streamed or compressed', async () => {
    for (const path of ['/big', '/big-stream', '/bomb']) {
      await expect(allowed().get(request(path, { maxBytes: MB }))).rejects.toThrow(
        /the response is larger than 1024 KB/,
      );
    }
    expect((await allowed().get(request('/big', { maxBytes: 3 * MB }))).body).toHaveLength(2 * MB);
  });

  it('gives up on a server that never answers at its deadline', async () => {
    const err = await allowed()
      .get(request('/hang', { timeoutMs: 200 }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect((err as Error).message).toBe(
      `${new URL(site.origin).host}/hang did not answer within 0.2 s`,
    );
  });

  it('says in words when nothing listens', async () => {
    const closed = await startLocalSite({});
    await closed.close();
    const url = `${closed.origin}/feed.xml`;
    await expect(allowed().get(request('/', { url }))).rejects.toThrow(
      `could not reach ${new URL(url).host}: the connection was refused`,
    );
  });

  it('reports an error status without the query, which may hold a key', async () => {
    const err = await allowed()
      .get(request('/unavailable?apikey=secret-key'))
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(err?.message).toBe(`${new URL(site.origin).host}/unavailable answered HTTP 503`);
    expect(err?.message).not.toContain('secret-key');
  });
});

describe('robots.txt', () => {
  it('is honoured when asked, read once per site, for our agent’s group', async () => {
    const f = allowed();
    await expect(f.get(request('/private/page', { robots: true }))).rejects.toThrow(
      /robots\.txt of 127\.0\.0\.1:\d+ disallows \/private\/page/,
    );
    // The group for our agent replaces the catch-all group.
    expect(
      await f.get(request('/members', { robots: true })).catch((e: Error) => e.message),
    ).toMatch(/HTTP 404/);
    expect((await f.get(request('/feed.xml', { robots: true }))).body).toContain('<rss>');
    expect(site.hits).toEqual(['/robots.txt', '/members', '/feed.xml']);
  });

  it('is not read for requests that do not ask (an API under its own terms)', async () => {
    expect((await allowed().get(request('/private/page'))).body).toBe('secret');
    expect(site.hits).toEqual(['/private/page']);
  });

  it('allows everything when the site has none, and nothing while it answers 5xx', async () => {
    const f = allowed();
    site.routes['/robots.txt'] = send('missing', 'text/plain', 404);
    expect((await f.get(request('/private/page', { robots: true }))).body).toBe('secret');
    const g = allowed();
    site.routes['/robots.txt'] = send('down', 'text/plain', 503);
    await expect(g.get(request('/feed.xml', { robots: true }))).rejects.toThrow(
      /robots\.txt answered 503/,
    );
    site.routes['/robots.txt'] = send(
      'User-agent: SwipeNYC-Crawler\nDisallow: /private\n',
      'text/plain',
    );
  });
});
