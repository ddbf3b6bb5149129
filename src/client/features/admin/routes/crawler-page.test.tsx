import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#client/test/api-server.ts';
import { makeEvent } from '#client/test/make-event.ts';
import { renderWithProviders } from '#client/test/render-with-providers.tsx';
import { MISSING_EVENT_FIELDS } from '#shared/schemas/event-input.ts';
import { CrawlerPage } from './crawler-page.tsx';

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

async function openAddEvent() {
  const view = renderWithProviders(<CrawlerPage />, { route: '/crawler' });
  await view.user.click(screen.getByRole('button', { name: 'Add Event Manually' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Event Manually' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const fillRequired = async () => {
    await view.user.type(field('Title'), 'Rooftop cinema');
    await view.user.type(field('Date'), '2030-07-04');
    await view.user.type(field('Venue'), 'Industry City');
  };
  const create = () =>
    view.user.click(within(dialog).getByRole('button', { name: 'Create event' }));
  return { ...view, dialog, field, fillRequired, create };
}

describe('the crawler page', () => {
  it('shows the crawler as Ready with its crawl buttons off until the crawler exists', () => {
    renderWithProviders(<CrawlerPage />, { route: '/crawler' });

    expect(screen.getByText('Ready')).toBeInTheDocument();
    for (const name of ['Test Crawl (Demo)', 'Scrape Real Events']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Crawling real sources arrives with the crawler.');
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
    expect(within(dialog).getByText(/e\.g\. 7:00 PM/)).toBeInTheDocument();

    await fillRequired();
    await create();

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Rooftop cinema',
      description: '',
      date: '2030-07-04',
      time: '',
      venue: 'Industry City',
      price: '',
      category: 'other',
      imageUrl: '',
      sourceUrl: '',
    });
    expect(await toasts().findByText('Event Created')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
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
    server.use(
      http.post('/api/upload/image', async () => {
        await delay(300);
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
    expect(await within(view.dialog).findByRole('img')).toBeInTheDocument();
    expect(within(view.dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(createButton).toBeEnabled();
  });

  it('says SPEC’s words when the upload fails and creates the event without an image', async () => {
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
    expect(requests).toHaveLength(0);
  });

  it('says a failed create in SPEC words and keeps what was typed', async () => {
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
});
