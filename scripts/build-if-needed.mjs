// Builds the client when dist/ is missing or older than any client source, so a warm start skips it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const out = 'dist/client/index.html';
const inputs = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = existsSync(out) ? statSync(out).mtimeMs : 0;
if (inputs.some((p) => existsSync(p) && newest(p) > built)) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
