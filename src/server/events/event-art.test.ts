import { describe, expect, it } from 'vitest';
import {
  eventArtUrl,
  parseArtPath,
  renderEventArt,
  titleInitials,
} from '#server/events/event-art.ts';
import { categories, categoryColor } from '#shared/categories.ts';

const render = (url: string) => renderEventArt(parseArtPath(url)!, categoryColor('music'));

describe('generated event pictures', () => {
  it('names a picture by category, a variant from title and venue, and the initials', () => {
    const url = eventArtUrl({ category: 'music', title: 'Late-Night Jazz Sets', venue: 'Smalls' });
    expect(url).toMatch(/^\/images\/art\/music-[0-9a-f]{4}-LN\.svg$/);
    expect(eventArtUrl({ category: 'music', title: 'Late-Night Jazz Sets', venue: 'Smalls' })).toBe(
      url,
    );
    expect(titleInitials('An Evening with the Tides')).toBe('ET');
    expect(titleInitials('¡Noche Latina!')).toBe('NL');
    expect(titleInitials('!!!')).toBe('NY');
  });

  it('draws two events of one category differently', () => {
    const a = eventArtUrl({
      category: 'music',
      title: 'Sofia Chen Trio',
      venue: 'Blue Note Jazz Club',
    });
    const b = eventArtUrl({
      category: 'music',
      title: 'Holiday Brass and Organ',
      venue: 'Carnegie Hall',
    });
    expect(a).not.toBe(b);
    const [svgA, svgB] = [render(a), render(b)];
    expect(svgA).not.toBe(svgB);
    expect(svgA).toContain('>SC</text>');
    expect(svgB).toContain('>HB</text>');
    // Small enough to send with every card.
    expect(svgA.length).toBeLessThan(6000);
  });

  it('varies colour and layout across variants, not only the letters', () => {
    const bodies = new Set(
      Array.from({ length: 24 }, (_, i) =>
        render(`/images/art/music-${(i * 2731).toString(16).padStart(4, '0').slice(-4)}-AB.svg`),
      ),
    );
    expect(bodies.size).toBe(24);
    const fills = new Set([...bodies].map((svg) => /stop-color="([^"]+)"/.exec(svg)![1]));
    expect(fills.size).toBeGreaterThan(3);
  });

  it('draws well-formed SVG with the whole icon for every category', () => {
    for (const c of categories) {
      const svg = renderEventArt({ category: c.id, variant: 0x381f, initials: 'AB' }, c.color);
      // Every group that opens closes, so the icon was copied whole.
      const opened = (svg.match(/<g[\s>]/g) ?? []).length;
      const selfClosed = (svg.match(/<g\b[^>]*\/>/g) ?? []).length;
      expect(opened - selfClosed, c.id).toBe((svg.match(/<\/g>/g) ?? []).length);
      expect(svg.endsWith('</svg>'), c.id).toBe(true);
      expect(svg, c.id).toMatch(/<g id="icon"[\s\S]+<\/g><\/defs>/);
    }
  });

  it('refuses any other address', () => {
    for (const path of [
      '/images/art/music-00ff-AB.png',
      '/images/art/nope-00ff-AB.svg',
      '/images/art/music-00ff-ab.svg',
      '/images/art/music-00ff-<s>.svg',
      '/images/art/music-0-AB.svg',
    ]) {
      expect(parseArtPath(path), path).toBeUndefined();
    }
  });
});
