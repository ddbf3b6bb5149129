import type { Auth } from '#server/auth/auth.ts';

/**
 * A refused sign-in for an account that does not exist (or may not sign in here) costs one
 * password verification, like a wrong password for a real one, so response times do not tell
 * which usernames exist.
 */
export function failedLoginCost(auth: Auth) {
  let decoy: Promise<string> | undefined;
  return async (password: string) => {
    const { password: hasher } = await auth.$context;
    decoy ??= hasher.hash('decoy password, never anyone’s');
    await hasher.verify({ hash: await decoy, password });
  };
}
