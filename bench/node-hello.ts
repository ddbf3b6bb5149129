import http from 'node:http';

/**
 * The floor under the app's own hello: a bare node:http server answering what /api/health
 * answers, run as a child process like the real server. Port from argv[2].
 */
const body = JSON.stringify({ status: 'ok', database: 'postgres' });
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
