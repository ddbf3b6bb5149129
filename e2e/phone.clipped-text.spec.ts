import type { Page } from '@playwright/test';
import { clippedText } from './clipped-text.ts';
import { expect, test, type Role } from './fixtures.ts';

const WIDTHS = [360, 390];

/** A screen once it has drawn what it is for; `open` brings up the part hidden behind a tab. */
interface Screen {
  path: string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.locator('h1, h2').first()).toBeVisible();

async function clippedOn(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
    await page.goto(screen.path);
    await screen.ready(page);
    await screen.open?.(page);
    // The same page at each width: a resize lays it out again as a phone of that width would.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const problem of await clippedText(page)) {
        found.push(`${width}px ${screen.path}: ${problem}`);
      }
    }
  }
  return found;
}

/** The roles whose screens differ; a newcomer sees a user's screens behind the first-visit step. */
type Walked = Extract<Role, 'anonymous' | 'user' | 'admin'>;

const byRole: Record<Walked, Screen[]> = {
  anonymous: [
    { path: '/', ready: heading },
    { path: '/login', ready: heading },
    {
      path: '/login',
      ready: heading,
      open: (page) => page.getByRole('tab', { name: 'Sign Up' }).click(),
    },
    { path: '/forgot-password', ready: heading },
    { path: '/admin-login', ready: heading },
    { path: '/business-signup', ready: heading },
  ],
  user: [
    { path: '/home', ready: (page) => expect(page.locator('article').first()).toBeVisible() },
    { path: '/search', ready: heading },
    { path: '/hot-events', ready: heading },
    { path: '/my-events', ready: heading },
    { path: '/profile', ready: heading },
  ],
  admin: [
    { path: '/admin', ready: heading },
    { path: '/crawler', ready: heading },
    { path: '/batch-history', ready: heading },
    { path: '/event-database', ready: heading },
  ],
};

for (const [role, screens] of Object.entries(byRole) as [Walked, Screen[]][]) {
  test(`no text is cut off at 360 and 390 px: ${role} screens`, async ({ page, login }) => {
    // About four seconds a screen on a busy machine.
    test.setTimeout(screens.length * 4_000 + 20_000);
    await login(role);
    expect(await clippedOn(page, screens)).toEqual([]);
  });
}
