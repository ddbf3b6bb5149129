// API server with restart-on-change plus Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'node',
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/main.ts'],
    { stdio: 'inherit' },
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
