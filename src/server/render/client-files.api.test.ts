import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '#server/render/client-manifest.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      '_auth.js',
      '_events.js',
      '_profile.js',
      '_user-events.js',
      'features/discover/lib/offline-deck.ts',
      'features/search/routes/search-page.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_schemas.js': { file: 'assets/schemas.js', name: 'schemas' },
  '_auth.js': { file: 'assets/auth.js', name: 'auth', imports: ['_schemas.js'] },
  '_events.js': { file: 'assets/events.js', name: 'events', imports: ['_schemas.js'] },
  '_profile.js': { file: 'assets/profile.js', name: 'profile', imports: ['_schemas.js'] },
  '_user-events.js': {
    file: 'assets/user-events.js',
    name: 'user-events',
    imports: ['_schemas.js'],
  },
  '../shared/schemas/search.ts': {
    file: 'assets/search-schema.js',
    name: 'search',
    imports: ['_schemas.js'],
  },
  'features/discover/lib/offline-deck.ts': {
    file: 'assets/offline-deck.js',
    name: 'offline-deck',
    imports: ['index.html'],
  },
  '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
  'features/discover/components/swipe-card.tsx': {
    file: 'assets/swipe-card.js',
    imports: ['index.html'],
  },
  'features/landing/routes/landing-page.tsx': {
    file: 'assets/landing.js',
    imports: ['index.html', '_icons.js'],
  },
  'app/drawn-screens.ts': { file: 'assets/drawn-screens.js', imports: ['index.html'] },
  'features/search/routes/search-page.tsx': {
    file: 'assets/search.js',
    imports: ['_icons.js'],
    dynamicImports: ['../shared/schemas/search.ts'],
    css: ['assets/search.css'],
  },
};
for (const key of [
  'features/hot-events/routes/hot-events-page.tsx',
  'features/profile/routes/profile-page.tsx',
  'features/business/routes/business-dashboard-page.tsx',
  'app/layouts/admin-shell.tsx',
  'features/admin/routes/admin-page.tsx',
]) {
  manifest[key] = { file: `assets/${path.basename(key, '.tsx')}.js` };
}
manifest['features/my-events/routes/my-events-page.tsx'] = {
  file: 'assets/my-events-page.js',
  dynamicImports: ['_user-events.js'],
};

const SPLASH = '<div aria-hidden="true">SwipeNYC</div>';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-client-'));
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head>' +
      `<body><div id="root"><!--splash-->${SPLASH}<!--/splash--></div></body></html>`,
  );
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const preloads = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return [
    ...res.body.matchAll(/<link rel="(\w+)"( fetchpriority="low")? crossorigin href="([^"]+)">/g),
  ].map(([, rel, low, href]) => `${rel}${low ? ' low' : ''} ${href}`);
};

describe("the page announces the route's lazy chunks", () => {
  it('preloads the landing chunk and what it imports on /, not what the page already loads', async () => {
    expect(await preloads('/')).toEqual([
      'modulepreload low /assets/swipe-card.js',
      'modulepreload low /assets/landing.js',
      'modulepreload low /assets/icons.js',
    ]);
  });

  it('preloads on /home the start-up chunk and what its first requests are parsed with', async () => {
    expect(await preloads('/home')).toEqual([
      'modulepreload low /assets/swipe-card.js',
      'modulepreload low /assets/auth.js',
      'modulepreload low /assets/schemas.js',
      'modulepreload low /assets/events.js',
      'modulepreload low /assets/profile.js',
      'modulepreload low /assets/offline-deck.js',
    ]);
  });

  it('preloads the route chunk with its CSS on /search/, then the session and result schemas', async () => {
    expect(await preloads('/search/?q=jazz')).toEqual([
      'modulepreload low /assets/swipe-card.js',
      'modulepreload low /assets/search.js',
      'stylesheet /assets/search.css',
      'modulepreload low /assets/icons.js',
      'modulepreload low /assets/drawn-screens.js',
      'modulepreload low /assets/auth.js',
      'modulepreload low /assets/schemas.js',
      'modulepreload low /assets/search-schema.js',
    ]);
  });

  it('preloads on /my-events the schema its lists are parsed with', async () => {
    expect(await preloads('/my-events')).toEqual([
      'modulepreload low /assets/swipe-card.js',
      'modulepreload low /assets/my-events-page.js',
      'modulepreload low /assets/drawn-screens.js',
      'modulepreload low /assets/auth.js',
      'modulepreload low /assets/schemas.js',
      'modulepreload low /assets/user-events.js',
    ]);
  });

  it('asks for the code at low priority, after the styles and the first picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.body).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
  });

  it('serves other client routes the page with the session schema alone', async () => {
    expect(await preloads('/login')).toEqual([
      'modulepreload low /assets/auth.js',
      'modulepreload low /assets/schemas.js',
    ]);
  });
});

describe('the page carries its session', () => {
  const servedSession = (body: string) => {
    const found = /<script type="application\/json" id="served-session">(.*?)<\/script>/.exec(body);
    return found ? (JSON.parse(found[1]!) as unknown) : undefined;
  };

  it('as the session route would answer it, for a visitor and for a signed-in user', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/home' });
    expect(servedSession(visitor.body)).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('private, no-cache');

    const { cookie } = await signUp(t.app, { firstName: 'Ada' });
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/my-events' }));
    const session = await t.app.inject(as(cookie, { method: 'GET', url: '/api/auth/session' }));
    expect(servedSession(page.body)).toEqual(session.json());
    expect(servedSession(page.body)).toMatchObject({ user: { firstName: 'Ada' } });
  });

  it('as data that no name can end early', async () => {
    const { cookie } = await signUp(t.app, { firstName: '</script><script>alert(1)</script>' });
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/home' }));
    expect(page.body).not.toContain('<script>alert(1)');
    expect(servedSession(page.body)).toMatchObject({
      user: { firstName: '</script><script>alert(1)</script>' },
    });
  });
});

describe("the deck's page carries the first deck page", () => {
  const servedDeck = (body: string) => {
    const found = /<script type="application\/json" id="served-deck">(.*?)<\/script>/.exec(body);
    return found ? (JSON.parse(found[1]!) as { events: unknown[]; nextCursor: unknown }) : null;
  };
  const picturePreload = (body: string) =>
    /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(body)?.[1] ?? null;

  it('as GET /api/events/unseen answers it, with its first picture preloaded', async () => {
    await insertEvents(
      t.database.db,
      [1, 2, 3].map((daysAhead) =>
        makeEvent({ daysAhead, title: `Served </script> ${daysAhead}`, imageUrl: null }),
      ),
    );
    const { cookie } = await signUp(t.app);
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/home' }));
    const deck = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen' }));
    const served = servedDeck(page.body);
    expect(served?.events).toEqual(deck.json());
    expect(served?.events.length).toBeGreaterThanOrEqual(3);
    expect(served?.nextCursor).toBe(deck.headers['x-next-cursor'] ?? null);
    expect(page.body).not.toContain('Served </script>');
    expect(picturePreload(page.body)).toBe((deck.json() as { imageUrl: string }[])[0]!.imageUrl);
  });

  it('only on the deck, and only for someone signed in', async () => {
    const { cookie } = await signUp(t.app);
    const elsewhere = await t.app.inject(as(cookie, { method: 'GET', url: '/search' }));
    expect(servedDeck(elsewhere.body)).toBeNull();
    expect(picturePreload(elsewhere.body)).toBeNull();
    const visitor = await t.app.inject({ method: 'GET', url: '/home' });
    expect(servedDeck(visitor.body)).toBeNull();
    expect(picturePreload(visitor.body)).toBeNull();
  });
});

describe("a screen's page carries the answers to its first requests", () => {
  const servedAnswers = (body: string) => {
    const found = /<script type="application\/json" id="served-answers">(.*?)<\/script>/.exec(body);
    return found
      ? (JSON.parse(found[1]!) as Record<
          string,
          { body: unknown; headers: Record<string, string> }
        >)
      : null;
  };
  const liked = '/api/user-events/by-action/liked?order=date&page=1&pageSize=50';
  const maybe = '/api/user-events/by-action/maybe?order=date&page=1&pageSize=50';

  it('on My Events, both lists as the routes answer this person', async () => {
    const [event] = await insertEvents(t.database.db, [makeEvent({ daysAhead: 2 })]);
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    await t.app.inject(
      as(cookie, {
        method: 'POST',
        url: '/api/user-events',
        payload: { eventId: event!.id, action: 'liked' },
      }),
    );
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/my-events' }));
    const served = servedAnswers(page.body);
    for (const url of [liked, maybe]) {
      const answer = await t.app.inject(as(cookie, { method: 'GET', url }));
      expect(served?.[url]).toEqual({
        body: answer.json(),
        headers: { 'x-total-count': answer.headers['x-total-count'] },
      });
    }
    expect(served?.[liked]?.body).toMatchObject([{ eventId: event!.id }]);
    // Another person's page carries their own lists.
    const theirs = await t.app.inject(as(other.cookie, { method: 'GET', url: '/my-events' }));
    expect(servedAnswers(theirs.body)?.[liked]?.body).toEqual([]);
  });

  it('on Search as opened from the tab, with its list headers', async () => {
    const { cookie } = await signUp(t.app);
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/search' }));
    const answer = await t.app.inject(
      as(cookie, { method: 'GET', url: '/api/events?pageSize=20' }),
    );
    expect(servedAnswers(page.body)?.['/api/events?pageSize=20']?.body).toEqual(answer.json());
    expect(servedAnswers(page.body)?.['/api/events?pageSize=20']?.headers).toHaveProperty(
      'x-total-count',
      answer.headers['x-total-count'],
    );
  });

  it('never for a visitor, a search with filters, or a screen without listed requests', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/my-events' });
    expect(servedAnswers(visitor.body)).toBeNull();
    const { cookie } = await signUp(t.app);
    for (const url of ['/search?q=jazz', '/profile', '/hot-events']) {
      const page = await t.app.inject(as(cookie, { method: 'GET', url }));
      expect(servedAnswers(page.body), url).toBeNull();
    }
  });
});

describe("the deck's page shows its first card before the code has run", () => {
  const root = (body: string) => /<div id="root"[^>]*>[\s\S]*<\/div><\/body>/.exec(body)?.[0] ?? '';

  it("drawn in the splash's place, with its style attributes as rules the policy allows", async () => {
    await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 1, title: 'Drawn <b>first</b> & loved', category: 'comedy' }),
    ]);
    const { cookie } = await signUp(t.app);
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/home' }));
    const deck = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen' }));
    const first = (deck.json() as { title: string }[])[0]!.title;
    const drawn = root(page.body);
    expect(drawn).toMatch(
      /^<div id="root" data-first-screen="drawn"><div inert aria-hidden="true">/,
    );
    expect(drawn).not.toContain(SPLASH);
    expect(drawn).toMatch(/<div role="region" aria-label="Event cards"[^>]*>[\s\S]*<article/);
    expect(drawn).toContain(
      `aria-label="${first.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}"`,
    );
    expect(page.body).not.toContain('Drawn <b>');
    // A style attribute would be refused by the page's policy, which allows nonce'd elements only.
    expect(drawn).not.toMatch(/ style="/);
    // The code is fetched and run once the drawn screen has painted: until then the entry and
    // every module the page announces wait in a template, where nothing is fetched.
    const code =
      /<template id="app-code" data-src="\/assets\/index.js">(.*?)<\/template><script type="module" src="\/start-after-paint.js"><\/script>/.exec(
        page.body,
      );
    expect(
      [...(code?.[1] ?? '').matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map(
        (m) => m[1],
      ),
    ).toEqual([
      '/assets/swipe-card.js',
      '/assets/auth.js',
      '/assets/schemas.js',
      '/assets/events.js',
      '/assets/profile.js',
      '/assets/offline-deck.js',
    ]);
    const outside = page.body.replace(code?.[0] ?? '', '');
    expect(outside).not.toContain('modulepreload');
    expect(outside).not.toMatch(/<script type="module"[^>]* src="\/assets\/index.js">/);
    const nonce = /style-src [^;]*'nonce-([0-9a-f]+)'/.exec(
      String(page.headers['content-security-policy']),
    )?.[1];
    const css = new RegExp(`<style nonce="${nonce}">([^<]*)</style>`).exec(page.body)?.[1] ?? '';
    const marked = [...drawn.matchAll(/ data-s="(\d+)"/g)].map((m) => m[1]);
    expect(marked.length).toBeGreaterThan(0);
    for (const id of marked)
      expect(css).toMatch(new RegExp(`\\[data-s="${id}"\\]\\{[^}]+ !important`));
  });

  it('counts each signed-in first screen in /metrics by whether it was drawn', async () => {
    const count = async (outcome: string) => {
      const text = await t.metrics.registry.metrics();
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith(`swipenyc_first_screens_total{route="/home",outcome="${outcome}"}`),
        );
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const before = await count('drawn');
    await insertEvents(t.database.db, [makeEvent({ daysAhead: 2, title: 'Counted' })]);
    const { cookie } = await signUp(t.app);
    await t.app.inject(as(cookie, { method: 'GET', url: '/home' }));
    expect(await count('drawn')).toBe(before + 1);
    expect(await count('failed')).toBe(0);
  });

  it('not for a visitor or on a screen the server has no answers for', async () => {
    const { cookie } = await signUp(t.app);
    const pages = [
      await t.app.inject({ method: 'GET', url: '/home' }),
      await t.app.inject({ method: 'GET', url: '/search' }),
      await t.app.inject(as(cookie, { method: 'GET', url: '/search?q=jazz' })),
      await t.app.inject(as(cookie, { method: 'GET', url: '/hot-events' })),
    ];
    for (const page of pages) {
      expect(root(page.body)).toContain(SPLASH);
      expect(page.body).not.toContain('data-first-screen');
    }
  });
});

describe('Search and My Events show their first lists before the code has run', () => {
  const root = (body: string) => /<div id="root"[^>]*>[\s\S]*<\/div><\/body>/.exec(body)?.[0] ?? '';
  const escaped = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

  it('Search drawn with the results its answer carries', async () => {
    await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 3, title: 'Searchable <i>late</i> set', category: 'music' }),
    ]);
    const { cookie } = await signUp(t.app);
    const page = await t.app.inject(as(cookie, { method: 'GET', url: '/search' }));
    const answer = await t.app.inject(
      as(cookie, { method: 'GET', url: '/api/events?pageSize=20' }),
    );
    const titles = (answer.json() as { title: string }[]).map((e) => e.title);
    expect(titles).toContain('Searchable <i>late</i> set');
    const drawn = root(page.body);
    expect(drawn).toMatch(
      /^<div id="root" data-first-screen="drawn"><div inert aria-hidden="true">/,
    );
    expect(drawn).toContain('<h1');
    for (const title of titles) expect(drawn).toContain(escaped(title));
    expect(page.body).not.toContain('Searchable <i>');
    expect(drawn).not.toMatch(/ style="/);
    expect(page.body).toContain('<script type="module" src="/start-after-paint.js"></script>');
  });

  it("My Events drawn with this person's saved events, not another's", async () => {
    const [mine, theirs] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 2, title: 'Saved by me & kept' }),
      makeEvent({ daysAhead: 2, title: 'Saved by someone else' }),
    ]);
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const [who, event] of [
      [me.cookie, mine!],
      [other.cookie, theirs!],
    ] as const) {
      await t.app.inject(
        as(who, {
          method: 'POST',
          url: '/api/user-events',
          payload: { eventId: event.id, action: 'liked' },
        }),
      );
    }
    const page = await t.app.inject(as(me.cookie, { method: 'GET', url: '/my-events' }));
    const drawn = root(page.body);
    expect(drawn).toMatch(/^<div id="root" data-first-screen="drawn">/);
    expect(drawn).toContain(escaped('Saved by me & kept'));
    expect(drawn).not.toContain('Saved by someone else');
    expect(drawn).toContain('1 saved event');
  });
});

describe('pages are compressed as the browser asks', () => {
  const page = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/search',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const unpacked = (res: Awaited<ReturnType<typeof page>>) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
    return res.body;
  };

  it('in brotli or gzip, whichever it takes best, and as text when it takes neither', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepts, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const res = await page(accepts);
      expect(res.headers['content-encoding'], accepts).toBe(expected);
      expect(res.headers.vary, accepts).toMatch(/accept-encoding/i);
      // The same page, but for the nonce every answer draws anew.
      const nonceless = (html: string) => html.replace(/[0-9a-f]{32}/g, 'NONCE');
      expect(nonceless(unpacked(res)), accepts).toBe(nonceless(plain.body));
    }
    const packed = await page('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
