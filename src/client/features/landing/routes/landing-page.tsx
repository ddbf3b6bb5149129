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
  return (
    <>
      <LandingHeader />
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
