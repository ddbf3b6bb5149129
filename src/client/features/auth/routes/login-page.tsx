import { Link, useSearchParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { SocialLogins } from '../components/social-logins.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * The server sends a failed Google start back here with ?error=. The fixed message is shown
 * rather than the parameter's text, so a crafted link cannot put its own words on this page.
 */
const GOOGLE_LOGIN_FAILED = 'Failed to initiate Google login. Please try again.';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const googleFailed = params.has('error');

  return (
    <AuthLayout
      title="Your city, one swipe at a time"
      subtitle="Sign in to save events and build your NYC calendar."
      footer={
        <Link
          to={paths.demoLogin}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-hot-300 hover:text-hot-400"
        >
          Just looking? Try the demo account
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      }
    >
      {googleFailed && <FormAlert message={GOOGLE_LOGIN_FAILED} />}
      <Card className="p-5 sm:p-7">
        <Tabs defaultValue="sign-in" className="flex flex-col gap-6">
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm />
          </TabsContent>
        </Tabs>
        <div className="mt-6">
          <SocialLogins />
        </div>
      </Card>
    </AuthLayout>
  );
}
