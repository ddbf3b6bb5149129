import { useSearchParams } from 'react-router';
import { LEFT_PARAM } from '#client/lib/leave-session.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { BusinessBand } from '../components/business-band.tsx';
import { DownloadSection } from '../components/download-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';

export function LandingPage() {
  useDocumentTitle();
  const [params] = useSearchParams();
  const deleted = params.get(LEFT_PARAM) === 'account-deleted';
  return (
    <>
      <LandingHeader />
      {deleted && (
        <p
          role="status"
          className="mx-auto mt-4 w-fit max-w-[calc(100%-2rem)] rounded-2xl bg-white/8 px-4 py-2 text-center text-sm font-semibold text-mist-100 ring-1 ring-white/15"
        >
          Your account and everything in it were deleted.
        </p>
      )}
      <main>
        <Hero />
        <FeaturesSection />
        <HowItWorksSection />
        <BusinessBand />
        <DownloadSection />
      </main>
      <LandingFooter />
    </>
  );
}
