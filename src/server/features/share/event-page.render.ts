import { html, SafeHtml, scriptJson } from './escape-html.ts';
import type { EventPage } from './event-page.presenter.ts';

/**
 * Where "Open in SwipeNYC" leads from a missing event: the deck. An event's own page leads to its
 * page in the app. Both show visitors the sign-in screen in place.
 */
const APP_ENTRY = '/home';

const SITE_NAME = 'SwipeNYC';

// Lucide's calendar, map-pin, ticket, mic and external-link outlines, drawn without script.
const icons = {
  calendar:
    '<path d="M8 2v4M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/>',
  pin: '<path d="M20 10c0 4.99-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 14.99 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  ticket:
    '<path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z"/><path d="M13 5v2M13 17v2M13 11v2"/>',
  mic: '<path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z"/><path d="M19 10v2a7 7 0 0 1-14 0v-2M12 19v3"/>',
  external:
    '<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
};

function icon(name: keyof typeof icons): SafeHtml {
  return new SafeHtml(
    `<svg class="icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</svg>`,
  );
}

const brand = html`<header class="bar">
  <a class="brand" href="/">
    <span class="mark" aria-hidden="true"><span></span><span>&#9829;</span></span>
    <span>Swipe<span class="grad">NYC</span></span>
  </a>
</header>`;

function document(head: SafeHtml, body: SafeHtml, styleHref: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#07061a" />
        <meta name="color-scheme" content="dark" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="stylesheet" href="${styleHref}" />
        ${head}
      </head>
      <body>
        ${brand} ${body}
      </body>
    </html> `.value;
}

function fact(name: keyof typeof icons, label: string, lines: (string | null)[]) {
  const shown = lines.filter(Boolean);
  if (shown.length === 0) return '';
  return html`<div class="fact">
    <dt>${icon(name)}<span class="visually-hidden">${label}</span></dt>
    <dd>
      ${shown.map((line, i) => html`<span class="${i === 0 ? 'main' : 'sub'}">${line}</span>`)}
    </dd>
  </div>`;
}

/** The shareable page of one event: everything readable without script. */
export function renderEventPage(page: EventPage, styleHref: string): string {
  const fullTitle = `${page.title} · ${SITE_NAME}`;
  const head = html`<title>${fullTitle}</title>
    <meta name="description" content="${page.summary}" />
    <link rel="canonical" href="${page.canonicalUrl}" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:title" content="${page.title}" />
    <meta property="og:description" content="${page.summary}" />
    <meta property="og:url" content="${page.canonicalUrl}" />
    <meta property="og:image" content="${page.imageUrl}" />
    <meta property="og:image:alt" content="${page.title}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${page.title}" />
    <meta name="twitter:description" content="${page.summary}" />
    <meta name="twitter:image" content="${page.imageUrl}" />
    <script type="application/ld+json">
      ${new SafeHtml(scriptJson(page.jsonLd))}
    </script>`;

  const body = html`<main class="event">
    <div class="hero cat-${page.category}">
      <img src="${page.imageSrc}" alt="" width="800" height="600" decoding="async" />
      <span class="badge">${page.categoryLabel}</span>
    </div>
    <div class="details">
      ${page.ended && html`<p class="ended">This event has already taken place.</p>`}
      <h1>${page.title}</h1>
      <dl class="facts">
        ${fact('calendar', 'When', [page.day, page.time, page.run])}
        ${fact('pin', 'Where', [page.venue, page.area])} ${fact('ticket', 'Price', [page.price])}
        ${fact('mic', 'Performer', [page.performer])}
      </dl>
      ${page.description && html`<p class="description">${page.description}</p>`}
      <div class="actions">
        <a class="cta" href="${page.appPath}">Open in ${SITE_NAME}</a>
        ${
          page.sourceUrl &&
          html`<a
            class="secondary"
            href="${page.sourceUrl}"
            rel="noopener noreferrer nofollow"
            target="_blank"
            >Event website ${icon('external')}</a
          >`
        }
      </div>
      <p class="pitch">
        Swipe through thousands of New York events: love it, pass it, or save it for maybe.
      </p>
    </div>
  </main>`;
  return document(head, body, styleHref);
}

/** What an unknown or removed event's address shows: a way on into the app. */
export function renderMissingPage(styleHref: string): string {
  const head = html`<title>Event not available · ${SITE_NAME}</title>
    <meta name="robots" content="noindex" />`;
  const body = html`<main class="missing">
    <h1>This event is no longer available</h1>
    <p>It may have ended or been removed. There are plenty more happening in New York.</p>
    <div class="actions"><a class="cta" href="${APP_ENTRY}">Open in ${SITE_NAME}</a></div>
  </main>`;
  return document(head, body, styleHref);
}
