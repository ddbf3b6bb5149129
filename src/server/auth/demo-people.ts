/**
 * Demo people (docs/product.md#demo-data): accounts the demo seed creates so that Hot and the
 * deck have other people's swipes to work with. They are told apart by this reserved address
 * domain (`.invalid` can never receive mail or belong to a Google account), have no password,
 * and every sign-in and reset path refuses them.
 */
export const DEMO_PEOPLE_DOMAIN = 'people.demo.invalid';

export function isDemoPersonEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_PEOPLE_DOMAIN}`);
}

/** SQL LIKE pattern for the demo people's addresses (the domain has no LIKE wildcards). */
export const DEMO_PEOPLE_EMAIL_PATTERN = `%@${DEMO_PEOPLE_DOMAIN}`;
