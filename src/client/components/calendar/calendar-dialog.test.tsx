import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import type { Event } from '#shared/schemas/events.ts';
import { CalendarDialog } from './calendar-dialog.tsx';

const { server } = setupApiServer();

const CREATE_ERROR = 'Error creating calendar event. Please try again.';

const movie = makeEvent({
  id: 7,
  title: 'Paris, Texas (4K restoration)',
  category: 'movie',
  isMovie: true,
  time: 'TBD',
  startDate: '2030-03-05',
  endDate: '2030-03-12',
});

function setup(event: Event = makeEvent()) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CalendarDialog event={event} googleConnected={false} onClose={onClose} />,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog') };
}

// jsdom has no object URLs; the download needs one for the fetched file.
const objectUrls: Blob[] = [];
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:test/${objectUrls.push(blob)}`,
    revokeObjectURL: () => undefined,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  objectUrls.length = 0;
});

/** Records the download links the dialog clicks instead of letting jsdom navigate. */
function captureDownloads() {
  const downloads: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

describe('CalendarDialog', () => {
  it('offers Google and Apple Calendar for an event', () => {
    const { dialog } = setup();

    expect(dialog).toHaveAccessibleName('Add to Calendar');
    expect(within(dialog).getByText('Jazz at the Vanguard')).toBeInTheDocument();
    expect(within(dialog).getByText('Fri, Jun 14 · 8:00 PM')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Google Calendar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add to Apple Calendar' })).toBeVisible();
    expect(within(dialog).queryByText('Daily Reminder at 12:00 PM')).not.toBeInTheDocument();
  });

  it('offers a daily reminder across the showing dates for a movie', () => {
    const { dialog } = setup(movie);

    expect(dialog).toHaveAccessibleName('Movie Calendar Reminder');
    expect(within(dialog).getByText('Paris, Texas (4K restoration)')).toBeInTheDocument();
    expect(within(dialog).getByText('Starts').nextElementSibling).toHaveTextContent(
      'Tue, Mar 5, 2030',
    );
    expect(within(dialog).getByText('Ends').nextElementSibling).toHaveTextContent(
      'Tue, Mar 12, 2030',
    );
    expect(within(dialog).getByText('Daily Reminder at 12:00 PM')).toBeInTheDocument();
  });

  it('gives a run with a show time the same noon reminder the card promises', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog, user } = setup({ ...movie, time: '4:15 PM' });

    expect(dialog).toHaveAccessibleName('Movie Calendar Reminder');
    expect(within(dialog).getByText('Daily Reminder at 12:00 PM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Google Calendar' }));
    const link = new URL(String(open.mock.calls[0]?.[0]));
    expect(link.searchParams.get('dates')).toBe('20300305T120000/20300305T123000');
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;UNTIL=20300312T160000Z');
  });

  it('adds a one-day film with a time as an ordinary event', () => {
    const { dialog } = setup({
      ...movie,
      date: '2030-03-05',
      endDate: '2030-03-05',
      time: '7:30 PM',
    });

    expect(dialog).toHaveAccessibleName('Add to Calendar');
    expect(within(dialog).getByText('Tue, Mar 5 · 7:30 PM')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Daily/)).not.toBeInTheDocument();
  });

  it('adds an all-day event over several days as whole days', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog, user } = setup(
      makeEvent({ date: '2030-12-05', time: 'All day', allDay: true, endDate: '2031-01-29' }),
    );

    expect(within(dialog).getByText('Dec 5 – Jan 29')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Google Calendar' }));
    const link = new URL(String(open.mock.calls[0]?.[0]));
    expect(link.searchParams.get('dates')).toBe('20301205/20310130');
  });

  it('opens Google Calendar with the event filled in, then closes', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onClose } = setup();

    await user.click(screen.getByRole('button', { name: 'Add to Google Calendar' }));

    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Jazz at the Vanguard',
      dates: '20300614T200000/20300614T220000',
      details: 'Late set with the house trio.',
      location: 'Village Vanguard, Greenwich Village, Manhattan',
      ctz: 'America/New_York',
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens Google Calendar with a daily 12:00 PM reminder until the last showing for a movie', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup(movie);

    await user.click(screen.getByRole('button', { name: 'Add to Google Calendar' }));

    const link = new URL(String(open.mock.calls[0]?.[0]));
    expect(link.searchParams.get('dates')).toBe('20300305T120000/20300305T123000');
    // 12:00 PM in New York on Mar 12, 2030 (daylight time) is 16:00 UTC.
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;UNTIL=20300312T160000Z');
  });

  it('shows the error alert instead of opening Google Calendar when the event date is unusable', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onClose } = setup(makeEvent({ date: 'someday' }));

    await user.click(screen.getByRole('button', { name: 'Add to Google Calendar' }));

    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_ERROR);
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('downloads the event file for Apple Calendar, confirms and closes', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    server.use(
      http.get('/api/events/:eventId/calendar.ics', ({ params }) =>
        params.eventId === '1'
          ? new HttpResponse(ics, {
              headers: {
                'Content-Type': 'text/calendar; charset=utf-8',
                'Content-Disposition': 'attachment; filename="Jazz-at-the-Vanguard.ics"',
              },
            })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    const downloads = captureDownloads();
    const { user, onClose } = setup();

    await user.click(screen.getByRole('button', { name: 'Add to Apple Calendar' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(downloads).toEqual([{ href: 'blob:test/1', download: 'Jazz-at-the-Vanguard.ics' }]);
    expect(await objectUrls[0]?.text()).toBe(ics);
    // The dialog is still mounted here (onClose is a mock), so the page behind it is aria-hidden.
    const toasts = within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
    expect(toasts.getByText('Added to Calendar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error alert and stays open when the file cannot be made', async () => {
    server.use(
      http.get('/api/events/:eventId/calendar.ics', () =>
        HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
      ),
    );
    const downloads = captureDownloads();
    const { user, onClose } = setup();

    await user.click(screen.getByRole('button', { name: 'Add to Apple Calendar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CREATE_ERROR);
    expect(screen.getByRole('button', { name: 'Add to Apple Calendar' })).toBeEnabled();
    expect(downloads).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the focus back to what had it when the dialog opened (no trigger to return to)', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onKeyDown={(e) => e.key === 'ArrowRight' && setOpen(true)}>
            Like
          </button>
          {open && (
            <CalendarDialog
              event={makeEvent()}
              googleConnected={false}
              onClose={() => setOpen(false)}
            />
          )}
        </>
      );
    }
    const { user } = renderWithProviders(<Page />);
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Add to Calendar' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(like));
  });
});
