import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface LocalSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Paths requested so far, with their query strings, in order. */
  hits: string[];
  /** Headers of the latest request to each path. */
  headers: Map<string, IncomingMessage['headers']>;
  /** Replaces or adds routes while the site runs. */
  routes: Record<string, Route>;
  close: () => Promise<void>;
}

/**
 * A small web site on 127.0.0.1 that plays the remote sources a crawl reads. A path without a
 * route answers 404; `close` drops connections still open (a route that never answers).
 */
export async function startLocalSite(routes: Record<string, Route>): Promise<LocalSite> {
  const hits: string[] = [];
  const headers = new Map<string, IncomingMessage['headers']>();
  const sockets = new Set<Socket>();
  const site = { routes: { ...routes } };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    hits.push(`${url.pathname}${url.search}`);
    headers.set(url.pathname, req.headers);
    const route = site.routes[url.pathname];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    headers,
    routes: site.routes,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A route answering `body` with a content type. */
export function send(body: string | Buffer, type: string, status = 200): Route {
  return (_req, res) => res.writeHead(status, { 'content-type': type }).end(body);
}

/** A route that accepts the request and never answers. */
export const hang: Route = () => undefined;
