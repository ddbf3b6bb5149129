import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** The email every sign-in and sign-up form asks for, as `FormField` props. */
export const emailField = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  required: true,
  placeholder: 'you@example.com',
} as const;

/**
 * The password, as `FormField` props: `current-password` to sign in and `new-password` to sign
 * up, so password managers fill the one and suggest the other.
 */
export function passwordField(autoComplete: 'current-password' | 'new-password') {
  return { label: 'Password', type: 'password', autoComplete, required: true } as const;
}

/** The wide button that ends every auth form. */
export function AuthSubmit({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="mt-1 w-full" pending={pending} disabled={disabled}>
      {children}
    </Button>
  );
}
