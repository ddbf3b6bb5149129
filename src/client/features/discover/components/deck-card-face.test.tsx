import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { ResultCard } from '#client/features/search/components/result-card.tsx';
import { DeckCardFace } from './deck-card-face.tsx';

// Wednesday, November 25, 2026, at noon in New York: "Through {weekday}" depends on today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T17:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const allDay = makeEvent({
  title: 'Holiday Market',
  date: '2026-11-27',
  time: 'All day',
  allDay: true,
  endDate: '2026-11-27',
});
const exhibition = makeEvent({
  title: 'Winter Lights',
  date: '2026-12-05',
  time: 'All day',
  allDay: true,
  endDate: '2027-01-29',
});
const begun = makeEvent({
  title: 'Film Series',
  date: '2026-11-20',
  time: '7:30 PM',
  endDate: '2026-11-29',
});

/** The card's "when": what it prints, and the full words a screen reader hears instead. */
function whenOf(card: HTMLElement) {
  const spoken = card.querySelector('.sr-only');
  const shown = spoken?.previousElementSibling;
  expect(shown?.getAttribute('aria-hidden')).toBe('true');
  return { shown: shown?.textContent, spoken: spoken?.textContent };
}

it('shows "All day" on the deck card, not the midnight it starts at', () => {
  renderWithProviders(<DeckCardFace event={allDay} />);
  const when = whenOf(screen.getByRole('article', { name: 'Holiday Market' }));
  expect(when).toEqual({ shown: 'Fri, Nov 27 · All day', spoken: 'Friday, November 27, all day' });
  expect(screen.queryByText(/12:00 AM/)).toBeNull();
});

it('shows a span before it begins and "Through {weekday}" once it has', () => {
  renderWithProviders(
    <>
      <DeckCardFace event={exhibition} />
      <DeckCardFace event={begun} />
    </>,
  );
  expect(whenOf(screen.getByRole('article', { name: 'Winter Lights' }))).toEqual({
    shown: 'Dec 5 – Jan 29',
    spoken: 'Saturday, December 5 to Friday, January 29',
  });
  expect(whenOf(screen.getByRole('article', { name: 'Film Series' })).shown).toBe(
    'Through Sun · 7:30 PM',
  );
});

it('shows the same words on a search result', () => {
  renderWithProviders(
    <ul>
      <ResultCard event={exhibition} savedAs={null} pending={false} onSave={() => {}} />
    </ul>,
  );
  expect(
    within(screen.getByRole('article', { name: 'Winter Lights' })).getByText('Dec 5 – Jan 29'),
  ).toBeTruthy();
});

it('says what a love adds to the calendar for a movie, as the calendar entry makes it', () => {
  const run = { isMovie: true, category: 'movie', date: '2026-12-05', startDate: '2026-12-05' };
  renderWithProviders(
    <>
      <DeckCardFace
        event={makeEvent({ ...run, title: 'No time', time: 'TBD', endDate: '2026-12-09' })}
      />
      <DeckCardFace
        event={makeEvent({ ...run, title: 'Show time', time: '7:30 PM', endDate: '2026-12-09' })}
      />
      <DeckCardFace
        event={makeEvent({ ...run, title: 'One night', time: '7:30 PM', endDate: '2026-12-05' })}
      />
    </>,
  );
  const card = (name: string) => within(screen.getByRole('article', { name }));
  expect(
    card('No time').getByText('A daily 12:00 PM reminder will be added to your calendar'),
  ).toBeTruthy();
  expect(
    card('Show time').getByText('A daily 12:00 PM reminder will be added to your calendar'),
  ).toBeTruthy();
  expect(card('One night').queryByText(/calendar/)).toBeNull();
});
