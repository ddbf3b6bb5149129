import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** Asks for this address with ?sign-in: the page shows the sign-in screen in place of itself. */
export const SIGN_IN_PARAM = 'sign-in';

/** A visitor's way into the form: a business account belongs to a SwipeNYC account. */
export function SignInPrompt() {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand shadow-glow">
        <LogIn aria-hidden className="size-7 text-white" />
      </span>
      <h2 className="text-2xl font-bold text-white">Sign in to apply</h2>
      <p className="max-w-md text-mist-400">
        Your business account belongs to your SwipeNYC account. Sign in, or create an account in a
        minute, and you come straight back to this form.
      </p>
      <Link to={`?${SIGN_IN_PARAM}`} className={buttonClasses('primary', 'lg', 'mt-1')}>
        Sign in or create an account
      </Link>
    </Card>
  );
}
