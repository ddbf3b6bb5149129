import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { categoryOptionsOf, sharedCategoryOptions } from '#test/support/client/category-options.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { noSkips, type CrawlResult, type CrawlStatus } from '#shared/schemas/crawl.ts';
import { MISSING_EVENT_FIELDS } from '#shared/schemas/event-input.ts';
import { addDays, nycToday } from '#shared/time.ts';
import { CrawlerPage } from './crawler-page.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' });

/** Answers POST /api/events with the event and keeps the bodies sent. */
function serveCreate() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/events', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(makeEvent({ id: 501, title: String(body.title) }), {
        status: 201,
      });
    }),
  );
  return bodies;
}

/** A month ahead: inside the window of dates an event may have (docs/product.md#event-dates). */
const DAY = addDays(nycToday(), 30);

async function openAddEvent() {
  const view = renderWithProviders(<CrawlerPage />, { route: '/crawler' });
  await view.user.click(screen.getByRole('button', { name: 'Add Event Manually' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Event Manually' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const fillRequired = async () => {
    await view.user.type(field('Title'), 'Rooftop cinema');
    await view.user.type(field('Date'), DAY);
    await view.user.type(field('Venue'), 'Industry City');
  };
  const create = () =>
    view.user.click(within(dialog).getByRole('button', { name: 'Create event' }));
  return { ...view, dialog, field, fillRequired, create };
}

const idleStatus = (overrides: Partial<CrawlStatus['scheduler']> = {}): CrawlStatus => ({
  message: 'Crawler ready',
  scheduler: {
    isScheduled: true,
    running: false,
    lastRunAt: null,
    nextRunAt: '2030-06-14T16:30:00.000Z',
    lastResult: null,
    ...overrides,
  },
});

const crawlResult = (overrides: Partial<CrawlResult> = {}): CrawlResult => ({
  message: 'Demo crawl added 12 events (3 updated)',
  created: 12,
  updated: 3,
  skipped: 2,
  sources: [
    {
      source: 'nyc-parks',
      kind: 'nyc-parks',
      ok: true,
      found: 9,
      created: 7,
      updated: 1,
      skipped: 1,
      skips: { ...noSkips(), past: 1 },
      warning: null,
      error: null,
      durationMs: 40,
    },
    {
      source: 'ticketmaster',
      kind: 'ticketmaster',
      ok: false,
      found: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      skips: noSkips(),
      warning: null,
      error: 'TICKETMASTER_API_KEY is not set',
      durationMs: 0,
    },
  ],
  ...overrides,
});

beforeEach(() => {
  server.use(http.get('/api/crawl/status', () => HttpResponse.json(idleStatus())));
});

describe('the crawler page', () => {
  it('shows the crawler as Ready with both crawls on offer and the links around it', async () => {
    renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(await screen.findByText('Next crawl')).toBeInTheDocument();
    for (const name of ['Test Crawl (Demo)', 'Scrape Real Events']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: /Enhanced Admin Panel/ })).toHaveAttribute(
      'href',
      '/admin#enhanced-admin-panel',
    );
    expect(screen.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('runs the demo crawl with progress, then shows what each source did', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/crawl/demo', async () => {
        await held;
        return HttpResponse.json(crawlResult());
      }),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Test Crawl (Demo)' }));

    expect(await screen.findByRole('progressbar', { name: 'Crawl progress' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scrape Real Events' })).toBeDisabled();
    release();
    const results = await screen.findByRole('region', { name: 'This crawl' });
    expect(within(results).getByText('9 events found: 7 new, 1 updated, 1 skipped')).toBeVisible();
    expect(within(results).getByText('TICKETMASTER_API_KEY is not set')).toBeVisible();
    const reasons = within(results).getByRole('table', { name: 'Why nyc-parks skipped events' });
    expect(within(reasons).getByRole('row', { name: 'Already over 1' })).toBeVisible();
    expect(await toasts().findByText('Demo crawl added 12 events (3 updated)')).toBeVisible();
    // One of its two sources failed: the one status says so, never "Ready".
    expect(screen.getByText('Partly failed')).toBeInTheDocument();
    expect(screen.queryByText('Ready')).not.toBeInTheDocument();
  });

  it('says "Crawling Failed" with the server message when the real crawl fails', async () => {
    server.use(
      http.post('/api/scrape-real-events', () =>
        HttpResponse.json({ message: 'A crawl is already running' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Scrape Real Events' }));

    expect(await toasts().findByText('Crawling Failed')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Crawling Failed: A crawl is already running',
    );
  });

  it('says "Crawling Failed" when no source could be read, with each reason', async () => {
    const failed = crawlResult().sources[1]!;
    server.use(
      http.post('/api/scrape-real-events', () =>
        HttpResponse.json(
          crawlResult({
            message: 'Crawl failed: no source could be read',
            created: 0,
            updated: 0,
            skipped: 0,
            sources: [failed],
          }),
        ),
      ),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Scrape Real Events' }));

    expect(await toasts().findByText('Crawling Failed')).toBeVisible();
    expect(toasts().getByText('Crawl failed: no source could be read')).toBeVisible();
    expect(toasts().queryByText('Crawl complete')).toBeNull();
  });

  it('says "Demo Crawling Failed" when the demo crawl fails', async () => {
    server.use(
      http.post('/api/crawl/demo', () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Test Crawl (Demo)' }));

    expect(await toasts().findByText('Demo Crawling Failed')).toBeVisible();
  });

  it('shows Running and holds both crawls while the hourly crawl runs, and the last result', async () => {
    server.use(
      http.get('/api/crawl/status', () =>
        HttpResponse.json(
          idleStatus({
            running: true,
            lastRunAt: '2030-06-14T15:30:00.000Z',
            lastResult: crawlResult(),
          }),
        ),
      ),
    );
    renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Crawl (Demo)' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Last crawl' })).toBeInTheDocument();
  });
});

describe('Add Event Manually', () => {
  it('asks for title, date and venue before sending anything', async () => {
    const { dialog, field, user, create } = await openAddEvent();
    await user.type(field('Title'), 'Rooftop cinema');

    await create();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MISSING_EVENT_FIELDS);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the empty fields for the server to default, category "other", and says Event Created', async () => {
    const bodies = serveCreate();
    const { dialog, field, fillRequired, create } = await openAddEvent();
    expect(field('Category')).toHaveValue('other');
    expect(categoryOptionsOf(field('Category'))).toEqual(sharedCategoryOptions);
    expect(within(dialog).getByText(/e\.g\. 7:00 PM/)).toBeInTheDocument();

    await fillRequired();
    await create();

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Rooftop cinema',
      description: '',
      date: DAY,
      time: '',
      allDay: false,
      endDate: '',
      venue: 'Industry City',
      price: '',
      category: 'other',
      imageUrl: '',
      sourceUrl: '',
    });
    expect(await toasts().findByText('Event Created')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('hides and empties the time when All day is on, and sends the last day', async () => {
    const bodies = serveCreate();
    const { dialog, field, user, fillRequired, create } = await openAddEvent();
    await fillRequired();
    await user.type(field('Time'), '8:00 PM');
    expect(field('Last day')).toHaveAttribute('min', DAY);

    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    expect(within(dialog).queryByLabelText('Time')).not.toBeInTheDocument();
    await user.type(field('Last day'), addDays(DAY, 2));
    await create();

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ time: '', allDay: true, endDate: addDays(DAY, 2) });
  });

  it('says under Last day what is wrong with it and sends nothing', async () => {
    const { dialog, field, user, fillRequired, create } = await openAddEvent();
    await fillRequired();

    await user.type(field('Last day'), addDays(DAY, -3));
    await create();
    expect(await within(dialog).findByText('must not be before the date')).toBeInTheDocument();
    expect(field('Last day')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Last day'));
    await user.type(field('Last day'), addDays(DAY, 367));
    await create();
    expect(await within(dialog).findByText('must be within 366 days')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('uploads the picked image, shows its preview, and saves its address', async () => {
    const bodies = serveCreate();
    let field: string | undefined;
    server.use(
      http.post('/api/upload/image', async ({ request }) => {
        const form = await request.formData();
        field = [...form.keys()].join();
        return HttpResponse.json({
          imageUrl: '/uploads/ab12.webp',
          thumbnailUrl: '/uploads/ab12-thumb.webp',
        });
      }),
    );
    const view = await openAddEvent();

    await view.user.upload(view.field('Choose image'), png());

    const preview = await within(view.dialog).findByRole('img', { name: 'Preview of poster.png' });
    expect(preview).toHaveAttribute('src', '/uploads/ab12-thumb.webp');
    expect(field).toBe('image');
    expect(view.field('Image URL')).toHaveValue('/uploads/ab12.webp');

    await view.fillRequired();
    await view.create();
    await waitFor(() => expect(bodies[0]).toMatchObject({ imageUrl: '/uploads/ab12.webp' }));
  });

  it('shows the upload under way and holds Create until it is done', async () => {
    const answer = holdAnswer();
    server.use(
      http.post('/api/upload/image', async () => {
        await answer.released;
        return HttpResponse.json({
          imageUrl: '/uploads/c.webp',
          thumbnailUrl: '/uploads/c-t.webp',
        });
      }),
    );
    const view = await openAddEvent();
    const createButton = within(view.dialog).getByRole('button', { name: 'Create event' });

    await view.user.upload(view.field('Choose image'), png());

    expect(
      within(view.dialog).getByRole('progressbar', { name: 'Image upload' }),
    ).toBeInTheDocument();
    expect(createButton).toBeDisabled();
    answer.release();
    expect(await within(view.dialog).findByRole('img')).toBeInTheDocument();
    expect(within(view.dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(createButton).toBeEnabled();
  });

  it('says the product’s words when the upload fails and creates the event without an image', async () => {
    const bodies = serveCreate();
    server.use(
      http.post('/api/upload/image', () =>
        HttpResponse.json({ message: 'Not an image', code: 'UNSUPPORTED' }, { status: 415 }),
      ),
    );
    const view = await openAddEvent();

    await view.user.upload(view.field('Choose image'), png());

    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Image upload failed, Using default image instead',
    );
    expect(within(view.dialog).queryByRole('img')).not.toBeInTheDocument();

    await view.fillRequired();
    await view.create();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.imageUrl).toBe('');
    expect(await toasts().findByText('Event Created')).toBeInTheDocument();
  });

  it('refuses an image over 10 MB without sending it', async () => {
    const view = await openAddEvent();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });

    await view.user.upload(view.field('Choose image'), big);

    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Image upload failed, Using default image instead',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says a failed create in the product’s words and keeps what was typed', async () => {
    server.use(
      http.post('/api/events', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { dialog, field, fillRequired, create } = await openAddEvent();
    await fillRequired();

    await create();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create event. Please try again.',
    );
    expect(field('Title')).toHaveValue('Rooftop cinema');
  });

  it('shows a source that kept under a tenth as a warning with its reasons', async () => {
    const [parks] = crawlResult().sources;
    server.use(
      http.post('/api/scrape-real-events', () =>
        HttpResponse.json(
          crawlResult({
            message: 'Crawl added 2 events (0 updated)',
            sources: [
              {
                ...parks!,
                source: 'permits',
                kind: 'socrata',
                found: 40,
                created: 2,
                updated: 0,
                skipped: 38,
                skips: { ...noSkips(), 'not-public': 30, past: 8 },
                warning: 'Kept only 2 of 40 listed events (skipped: 30 not-public, 8 past)',
              },
            ],
          }),
        ),
      ),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Scrape Real Events' }));

    const results = await screen.findByRole('region', { name: 'This crawl' });
    expect(
      within(results).getByText('Kept only 2 of 40 listed events (skipped: 30 not-public, 8 past)'),
    ).toBeVisible();
    const reasons = within(results).getByRole('table', { name: 'Why permits skipped events' });
    expect(within(reasons).getByRole('row', { name: 'Not a public event 30' })).toBeVisible();
  });

  it('previews a saved response: counts, skip reasons and the cards it would add', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post('/api/admin/crawl/preview', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          found: 3,
          kept: 1,
          skipped: 2,
          skips: { ...noSkips(), 'outside-nyc': 1, past: 1 },
          items: [
            {
              status: 'kept',
              event: {
                title: 'Summer on the Hudson: Bingo',
                description: 'Bring your own food.',
                date: '2030-09-29',
                time: '6:00 PM',
                allDay: false,
                endDate: null,
                venue: 'West Harlem Piers',
                borough: 'Manhattan',
                neighborhood: 'Manhattanville',
                price: 'Free',
                category: 'outdoor',
                performer: null,
                sourceUrl: null,
                imageUrl: null,
              },
            },
            { status: 'skipped', reason: 'outside-nyc', event: null },
            { status: 'skipped', reason: 'past', event: null },
          ],
          itemsOmitted: 4,
        });
      }),
    );
    const { user } = renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose the saved response')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Kind of response'), 'ical');
    const file = new File(['BEGIN:VCALENDAR'], 'library.ics', { type: 'text/calendar' });
    await user.upload(screen.getByLabelText('Saved response'), file);
    await user.type(screen.getByLabelText('Read as of (optional)'), '2030-09-28');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(
      within(preview).getByText(
        'The list stops at 3 events; 4 more are counted above but not shown.',
      ),
    ).toBeVisible();
    expect(within(preview).getByText('Kept').nextSibling).toHaveTextContent('1');
    const reasons = within(preview).getByRole('table', { name: 'Why events would be skipped' });
    expect(within(reasons).getByRole('row', { name: 'Outside the five boroughs 1' })).toBeVisible();
    expect(
      within(preview).getByRole('listitem', { name: 'Summer on the Hudson: Bingo' }),
    ).toBeVisible();
    expect(sent!.get('kind')).toBe('ical');
    expect(sent!.get('asOf')).toBe('2030-09-28');
    expect((sent!.get('file') as Blob).size).toBe('BEGIN:VCALENDAR'.length);
  });
});
