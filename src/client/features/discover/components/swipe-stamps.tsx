import { clsx } from 'clsx';

const stamp =
  'pointer-events-none absolute rounded-xl border-4 px-3 py-1 text-3xl font-black tracking-widest uppercase backdrop-blur-[2px]';

/**
 * LOVE / NOPE / MAYBE. Their strength comes from CSS variables the drag writes on the card,
 * so following the finger does not re-render the card.
 */
export function SwipeStamps() {
  return (
    <div aria-hidden>
      <span
        className={clsx(stamp, 'top-16 left-5 -rotate-12 border-love text-love opacity-(--love)')}
      >
        Love
      </span>
      <span
        className={clsx(stamp, 'top-16 right-5 rotate-12 border-pass text-pass opacity-(--nope)')}
      >
        Nope
      </span>
      <span
        className={clsx(
          stamp,
          'top-1/3 left-1/2 -translate-x-1/2 -rotate-6 border-maybe text-maybe opacity-(--maybe)',
        )}
      >
        Maybe
      </span>
    </div>
  );
}
