import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

// The shared fixtures fail a spec on any CSP report in the console; here the reports are the
// point, so this spec uses Playwright's own test.

test('the content security policy stops inline script in every form', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await expectAccessible(page);

  const outcome = await page.evaluate(async () => {
    const w = window as { __inline?: number; __created?: number; __handler?: number };
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(e.effectiveDirective),
    );
    document.body.insertAdjacentHTML('beforeend', '<script>window.__inline=1</script>');
    const script = document.createElement('script');
    script.textContent = 'window.__created=1';
    document.body.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="data:," onerror="window.__handler=1" onload="window.__handler=1">',
    );
    // Violation events are queued as tasks; give them a turn to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      ran: [w.__inline, w.__created, w.__handler],
      violations,
    };
  });

  expect(outcome.ran).toEqual([undefined, undefined, undefined]);
  // insertAdjacentHTML never runs a <script>; the created script and the handler are refused
  // by the policy, and each refusal is reported.
  expect(outcome.violations).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src/)]),
  );
  expect(outcome.violations.length).toBeGreaterThanOrEqual(2);
});
