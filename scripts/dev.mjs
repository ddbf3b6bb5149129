// API server with restart-on-change plus Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'node',
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/main.ts'],
    // Vite forwards the page's own Host and Origin, which the API only accepts when listed.
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ALLOWED_ORIGINS: [
          'http://localhost:5173',
          'http://127.0.0.1:5173',
          process.env.ALLOWED_ORIGINS,
        ]
          .filter(Boolean)
          .join(','),
      },
    },
  ),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
