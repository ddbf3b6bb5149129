import { load } from 'cheerio';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import {
  htmlText,
  httpUrl,
  plainText,
  priceFromText,
  SEE_DETAILS,
  timeText,
  UNKNOWN_TIME,
} from '#server/features/crawler/crawl-text.ts';
import { latLng } from '#server/features/crawler/nyc-place.ts';
import {
  asksForTicketOrSignUp,
  withoutLabelledParagraphs,
} from '#server/features/crawler/sources/nyc-parks-text.ts';
import type { Borough } from '#shared/nyc/boroughs.ts';

/** The Parks Department's public events feed: every event in the parks for the next 14 days. */
export const NYC_PARKS_FEED_URL = 'https://www.nycgovparks.org/xml/events_300_rss.xml';

/** A Parks property id starts with its borough's letter (M010 is Central Park). */
const boroughByParkLetter: Record<string, Borough> = {
  M: 'Manhattan',
  B: 'Brooklyn',
  Q: 'Queens',
  X: 'Bronx',
  R: 'Staten Island',
};

/**
 * Reads the NYC Parks events RSS: standard items (title, link, guid, description) carrying the
 * Parks `event:` fields (park ids and names, start and end dates and times, location,
 * coordinates, categories, image). The description loses the paragraphs that repeat those
 * fields ("Start time: …"); an item without a park id is placed by its coordinates.
 */
export function parseNycParksFeed(xml: string): CrawledEvent[] {
  const $ = load(xml, { xml: true });
  if ($('rss > channel').length === 0) throw new Error('not an RSS feed');
  return $('rss > channel > item')
    .toArray()
    .map((node) => {
      const item = $(node);
      // Namespaced tags are matched by their full name; the colon needs escaping in a selector.
      const field = (name: string) => item.children(name.replace(':', '\\:')).first().text().trim();
      const link = httpUrl(field('link'));
      const description = htmlText(withoutLabelledParagraphs(field('description')), 4000);
      const labels = field('event:categories')
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean);
      const [lat, lng] = field('event:coordinates').split(',');
      const startDate = field('event:startdate');
      const endDate = field('event:enddate');
      const title = htmlText(field('title'), 300);
      return {
        sourceId: field('guid') || link || `${title}|${startDate}`,
        title,
        description,
        date: startDate,
        time: timeText(field('event:starttime'), UNKNOWN_TIME),
        endDate: endDate && endDate !== startDate ? endDate : null,
        venue: htmlText(field('event:location'), 300) || plainText(field('event:parknames'), 300),
        // Parks events are free unless the text sells tickets, charges a fee or asks people to
        // register: then the card points to the details rather than promising "Free".
        price: priceFromText(
          description,
          asksForTicketOrSignUp(description) ? SEE_DETAILS : 'Free',
        ),
        category: categoryFrom([...labels, title], 'outdoor'),
        originalCategory: labels.join(' | ') || null,
        performer: null,
        url: link,
        imageUrl: httpUrl(field('event:image')),
        location: latLng(lat, lng),
        borough: boroughByParkLetter[field('event:parkids').charAt(0).toUpperCase()] ?? null,
      };
    });
}
