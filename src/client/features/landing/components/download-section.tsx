import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { AppleIcon, GooglePlayIcon } from '#client/components/brand-icons.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { SectionHeading } from './section-heading.tsx';
import { paths } from '#client/lib/paths.ts';

const stores: { store: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { store: 'App Store', Icon: AppleIcon },
  { store: 'Google Play', Icon: GooglePlayIcon },
];

export function DownloadSection() {
  return (
    <section
      id="download"
      aria-labelledby="download-title"
      className="scroll-mt-16 px-4 pt-8 pb-24 sm:px-6"
    >
      <SectionHeading
        id="download-title"
        eyebrow="Download"
        title="Take SwipeNYC everywhere"
        text="Apps for iPhone and Android are on the way. Until then, add SwipeNYC to your home screen from your phone’s browser: it opens like an app and keeps your deck for offline moments."
      />
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {/* Not released yet: shown, but disabled and labelled so nobody taps into nothing. */}
        {stores.map(({ store, Icon }) => (
          <button
            key={store}
            type="button"
            disabled
            className="flex h-16 w-60 cursor-not-allowed items-center gap-3 rounded-2xl border border-white/15 bg-black/60 px-5 text-left text-white/80"
          >
            <Icon className="size-7 shrink-0" />
            <span className="flex flex-col leading-tight">
              <span className="text-[0.7rem] font-semibold tracking-wide text-ember-400 uppercase">
                Coming soon
              </span>
              <span className="text-lg font-bold">{store}</span>
            </span>
          </button>
        ))}
      </div>
      <div className="mt-8 text-center">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Start Swiping in your browser
        </Link>
      </div>
    </section>
  );
}
