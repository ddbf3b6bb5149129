import { expect, type Page } from '@playwright/test';
import { expectAccessible, serverTest as test } from './fixtures.ts';

// The shared fixtures fail a spec on any CSP report in the console; here the reports are the
// point, so this spec uses the test that only brings the server.

/**
 * Injects inline script in the forms that run in a page without a policy: a script element
 * with inline text, the same from parsed HTML (a fragment's scripts run when inserted, unlike
 * innerHTML's), and an inline event handler. Resolves once each has either run or been
 * reported as refused, so nothing waits on a clock.
 */
function injectInlineScript(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ ran: string[]; refused: string[] }>((resolve) => {
        const ran: string[] = [];
        const refused: string[] = [];
        const settle = () => {
          if (ran.length + refused.length === 3)
            resolve({ ran: ran.sort(), refused: refused.sort() });
        };
        Object.assign(window, {
          __ran: (name: string) => {
            ran.push(name);
            settle();
          },
        });
        document.addEventListener('securitypolicyviolation', (e) => {
          refused.push(e.effectiveDirective);
          settle();
        });

        const script = document.createElement('script');
        script.textContent = "window.__ran('created')";
        document.body.append(script);
        document.body.append(
          document
            .createRange()
            .createContextualFragment("<script>window.__ran('parsed')</script>"),
        );
        // An empty data: URL is no picture, so the browser fires the handler at once.
        document.body.insertAdjacentHTML(
          'beforeend',
          `<img alt="" src="data:," onerror="window.__ran('handler')">`,
        );
      }),
  );
}

test('inline script runs in the app page when the policy is taken away', async ({ browser }) => {
  // The control: the same page, its policy header stripped, proves each injection would run.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    },
  );
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toBeUndefined();
  await page.waitForLoadState('load');

  expect(await injectInlineScript(page)).toEqual({
    ran: ['created', 'handler', 'parsed'],
    refused: [],
  });
  await context.close();
});

test('the content security policy stops inline script in every form', async ({ page }) => {
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('load');
  await expectAccessible(page);

  // Each refusal is reported: two script elements and one handler attribute.
  expect(await injectInlineScript(page)).toEqual({
    ran: [],
    refused: ['script-src-attr', 'script-src-elem', 'script-src-elem'],
  });
});
