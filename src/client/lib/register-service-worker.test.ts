import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's service worker container, as a browser that refuses the worker has it. */
function refusingBrowser() {
  const container = new EventTarget();
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: Object.assign(container, {
      controller: null,
      register: () =>
        Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
      getRegistration: () => Promise.resolve(undefined),
    }),
  });
}

describe('registerServiceWorker', () => {
  it('resolves false, without throwing at the page, when the browser refuses the worker', async () => {
    refusingBrowser();
    await expect(registerServiceWorker()).resolves.toBe(false);
  });
});
