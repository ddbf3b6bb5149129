import type { Config } from '#server/config.ts';

/**
 * Who push services may contact about our traffic (the VAPID `sub` claim): the site when it is
 * public over https, else an address that says there is no one (a local install).
 */
export function pushSubject(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl.startsWith('https://')
    ? config.publicUrl
    : 'mailto:reminders@localhost.invalid';
}
