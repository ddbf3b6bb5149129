import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A mock of our API for one test file, answering with handlers each test adds through
 * `server.use`. Any request without a handler fails the test. `requests` lists what the
 * component sent during the current test.
 */
export function setupApiServer() {
  const server = setupServer();
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  return { server, requests };
}
