export const MAIN_ID = 'main-content';

/** First stop of the keyboard: jumps past the header and navigation to the page itself. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-full bg-white px-4 py-2 text-sm font-bold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Skip to content
    </a>
  );
}
