import {
  adminCookie,
  cookiesOf,
  sendJson,
  startServer,
  type ServerProcess,
} from '#test/support/server/server-process.ts';

/**
 * A fresh server with an admin who does the expensive work and a signed-in bystander whose
 * requests show what that work does to everyone else.
 */
export async function startWithBystander(): Promise<{
  server: ServerProcess;
  admin: string;
  person: string;
}> {
  const server = await startServer();
  const admin = await adminCookie(server);
  const registered = await sendJson(server.base, 'POST', '/api/auth/register', {
    email: 'bystander@example.com',
    password: 'secret123',
    firstName: 'By',
    lastName: 'Stander',
  });
  return { server, admin, person: cookiesOf(registered) };
}
