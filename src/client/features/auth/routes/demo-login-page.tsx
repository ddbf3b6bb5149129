import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { DEMO_CREDENTIALS, useDemoLogin } from '../api/demo-login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { paths } from '#client/lib/paths.ts';

const FAILED = 'Demo login failed. Please try again.';

export function DemoLoginPage() {
  useDocumentTitle('Demo login');
  const demoLogin = useDemoLogin();

  return (
    <AuthLayout
      title="Take it for a spin"
      subtitle="A ready-made account with a full deck of NYC events. No sign-up needed."
      footer={
        <>
          Want your own account?{' '}
          <Link to={paths.login} className="rounded font-semibold text-hot-300 hover:text-hot-400">
            Sign in or sign up
          </Link>
        </>
      }
    >
      {demoLogin.isError && <FormAlert message={FAILED} />}
      <Card className="flex flex-col gap-6 p-5 sm:p-7">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-hot-500/15 text-hot-300">
            <Sparkles aria-hidden className="size-5" />
          </span>
          <div>
            <h2 className="font-bold text-white">Demo credentials</h2>
            <p className="text-sm text-mist-400">Shared by everyone trying SwipeNYC.</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl border border-white/8 bg-ink-950/60 p-4 text-sm">
          <dt className="text-mist-400">Username</dt>
          <dd className="font-mono font-semibold text-white">{DEMO_CREDENTIALS.username}</dd>
          <dt className="text-mist-400">Password</dt>
          <dd className="font-mono font-semibold text-white">{DEMO_CREDENTIALS.password}</dd>
        </dl>
        <Button
          size="lg"
          className="w-full"
          pending={demoLogin.isPending || demoLogin.isSuccess}
          onClick={() =>
            demoLogin.mutate(undefined, {
              onError: () => toast({ title: 'Error', description: FAILED, variant: 'error' }),
            })
          }
        >
          Sign in as demo user
        </Button>
      </Card>
    </AuthLayout>
  );
}
