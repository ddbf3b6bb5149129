import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppleIcon } from '#client/components/brand-icons.tsx';
import { Smartphone } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { SectionHeading } from './section-heading.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * How to install the web app from each phone's browser (docs/product.md#landing). There are no
 * store apps, so the section shows the steps that work today instead of badges that lead nowhere.
 */
const installs: { phone: string; icon: ReactNode; steps: string[] }[] = [
  {
    phone: 'iPhone or iPad',
    icon: <AppleIcon className="size-6" />,
    steps: ['Open SwipeNYC in Safari', 'Tap Share', 'Tap Add to Home Screen'],
  },
  {
    phone: 'Android',
    icon: <Smartphone aria-hidden className="size-6" />,
    steps: ['Open SwipeNYC in Chrome', 'Open the ⋮ menu', 'Tap Install app'],
  },
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
        text="Add SwipeNYC to your home screen from your phone’s browser: it opens like an app and keeps your deck for offline moments."
      />
      <ul className="mx-auto mt-10 grid max-w-2xl gap-3 sm:grid-cols-2">
        {installs.map(({ phone, icon, steps }) => (
          <li
            key={phone}
            className="flex flex-col gap-3 rounded-2xl border border-white/15 bg-black/60 p-5 text-white"
          >
            <h3 className="flex items-center gap-3 text-lg font-bold">
              {icon}
              {phone}
            </h3>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-mist-300">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Start Swiping in your browser
        </Link>
      </div>
    </section>
  );
}
