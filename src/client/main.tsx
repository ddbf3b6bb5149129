// First: zod's schemas, loaded later, must find it set (see the module).
import './lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { createAppQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import {
  firstDeckPageSettled,
  requestFirstDeckPage,
} from './features/discover/api/first-deck-page.ts';
import { paths } from './lib/paths.ts';
import { servedUserId } from './lib/served-session.ts';
import './styles.css';

// The server's CSP allows only <style> elements carrying this request's nonce; Radix dialogs
// add one for scroll locking and read the nonce from here.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

const RELOADED_AT_KEY = 'swipenyc:chunk-reload-at';

// After a deploy, an open tab can ask for page code that no longer exists. Reload once to pick
// up the new version; the timestamp stops a reload loop if the file is really gone.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
});

// Offline use and installing: the worker registers after the page has loaded, off its path. A
// page whose first screen the server drew runs this code after its first paint, which can be
// after the load event.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/register-service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

// The deck's cards are asked for before React first renders (docs/ARCHITECTURE.md#first-card).
if (window.location.pathname === paths.home && servedUserId()) requestFirstDeckPage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const { queryClient, sessionRead } = createAppQueryClient();
// A first screen the server drew stays until the app can draw the same one: with the session and
// the deck's page (or the screen's code and first lists) in hand, its first render shows that
// screen, not a loading frame in its place (docs/ARCHITECTURE.md#first-card). The data is read
// from the page itself, so this is no wait on the network.
const screenRead = () =>
  window.location.pathname === paths.home
    ? firstDeckPageSettled()
    : // Without that code the app renders as it would without a drawn screen.
      import('./app/drawn-screens.ts').then(
        (m) => m.prepareThisScreen(queryClient),
        () => undefined,
      );
const drawn = root.dataset.firstScreen === 'drawn';
const dataRead = drawn ? Promise.all([sessionRead, screenRead()]) : Promise.resolve();

// A transition, so the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree; the splash stays until it is done.
void dataRead.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    );
  }),
);
