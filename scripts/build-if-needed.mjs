// Builds what `npm start` runs when it is missing or older than its sources, so a warm start
// skips it: the web app (Vite) and the server, compiled to one JavaScript file (esbuild) that
// Node runs in production mode (docs/ARCHITECTURE.md#production-build). `--server`: the server
// only, as the tests that start it as a process need.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Whether `out` is missing or older than any of `inputs`. */
function stale(out, inputs) {
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  return inputs.some((p) => existsSync(p) && newest(p) > built);
}

const lock = 'package-lock.json';
const serverOnly = process.argv.includes('--server');
if (
  !serverOnly &&
  stale('dist/client/index.html', ['src/client', 'src/shared', 'vite.config.ts', lock])
) {
  console.log('Building the web app…');
  try {
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  } catch {
    // Vite has printed its errors; the failed command's own stack would only bury them.
    process.exit(1);
  }
}

const SERVER_OUT = 'dist/server/main.js';
if (stale(SERVER_OUT, ['src', 'package.json', lock, 'scripts/build-if-needed.mjs'])) {
  console.log('Building the server…');
  try {
    // Packages stay imports of node_modules; the product's own modules, the first screen's React
    // components included, are bundled. The output sits two levels below the project root, as
    // src/server/app-root.ts does, so files read at run time are found the same way.
    // Written beside and renamed into place: processes building at once never leave a half file.
    const partial = `${SERVER_OUT}.${process.pid}.tmp`;
    await build({
      entryPoints: ['src/server/main.ts'],
      outfile: partial,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node24',
      jsx: 'automatic',
      sourcemap: 'inline',
      logLevel: 'error',
    });
    renameSync(partial, SERVER_OUT);
  } catch {
    // esbuild has printed the compiler's errors; a loader's stack would say nothing more.
    process.exit(1);
  }
}
