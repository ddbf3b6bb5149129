import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Pictures are our own copies (docs/product.md#pictures-we-serve): no page loads one from
  // another site, and the policy makes a slip visible instead of a request to a third party.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The service worker and the web app manifest (vite.config.ts, src/client/service-worker).
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

const options = (scriptSrc: string[], styleSrc: string[], https = false): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: { ...directives, scriptSrc, styleSrc } },
  // Google sign-in opens a popup that must be able to message back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Browsers ignore HSTS over plain HTTP, and a site reached over HTTP cannot promise HTTPS.
  strictTransportSecurity: https,
  // The older header for browsers without frame-ancestors, saying the same: no framing at all.
  xFrameOptions: { action: 'deny' },
});

/** The headers helmet sets for `opts`, read once from a stand-in response. */
function helmetHeaders(opts: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(opts)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response, computed once: building them per request (as the Fastify
 * plugin does when it adds nonces) costs more than a whole API handler. `https` is whether the
 * public address is an https one.
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  const common = helmetHeaders(options(directives.scriptSrc, directives.styleSrc, https));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(common);
    done();
  });
}

const NONCE = '__NONCE__';
const pageHeader = helmetHeaders(
  options(directives.scriptSrc, [...directives.styleSrc, `'nonce-${NONCE}'`]),
)['content-security-policy']!;

/** The app page's policy: its own nonce for the <style> elements Radix dialogs add. */
export function pagePolicy(): { nonce: string; header: string } {
  const nonce = randomBytes(16).toString('hex');
  return { nonce, header: pageHeader.replace(NONCE, nonce) };
}
