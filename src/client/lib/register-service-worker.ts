import { Workbox } from 'workbox-window';
import { toast } from './toast.ts';

/**
 * Registers the service worker (src/client/service-worker/sw.ts). A new build never takes over
 * a page in use: it waits until the user chooses Reload, then the page reloads into it. Resolves
 * false when the browser refuses the worker (private windows, blocked storage, an unreachable
 * sw.js): the app works on without offline use, and nothing is thrown at the page.
 */
export async function registerServiceWorker(): Promise<boolean> {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    toast({
      title: 'A new version is ready',
      duration: Infinity,
      scope: 'app',
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  try {
    await workbox.register();
    return true;
  } catch {
    return false;
  }
}
