import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PublicPage } from '#client/components/public-page.tsx';
import { useMaybeSignedIn } from '#client/lib/maybe-signed-in.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { BusinessBanner } from '../components/business-banner.tsx';
import { SIGN_IN_PARAM, SignInPrompt } from '../components/sign-in-prompt.tsx';
import { SignupApproved } from '../components/signup-approved.tsx';
import { SignupGate } from '../components/signup-gate.tsx';

export function BusinessSignupPage() {
  useDocumentTitle('For businesses');
  const { user, signInScreen } = useMaybeSignedIn();
  const [params, setParams] = useSearchParams();
  const [approved, setApproved] = useState<BusinessAccount | null>(null);
  const askedToSignIn = params.has(SIGN_IN_PARAM);

  // Signing in reloads this address; once signed in, the request to sign in has done its job.
  useEffect(() => {
    if (user && askedToSignIn) {
      setParams(
        (current) => {
          current.delete(SIGN_IN_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  }, [user, askedToSignIn, setParams]);

  if (!user && askedToSignIn) return signInScreen;
  return (
    <PublicPage>
      {approved ? (
        <SignupApproved account={approved} />
      ) : (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
          <BusinessBanner />
          {user ? <SignupGate onApproved={setApproved} /> : <SignInPrompt />}
        </div>
      )}
    </PublicPage>
  );
}
