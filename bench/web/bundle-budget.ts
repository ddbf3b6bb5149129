import { JS_BUDGET_GZ, kb, routeBundles } from './route-bundles.ts';

/**
 * The initial-JavaScript budget per route, checked on the build in dist/client (or the
 * directory given); `npm test` runs it right after building. Exit code 1 on any route over.
 */
const clientDir = process.argv[2] ?? 'dist/client';
let over = 0;
for (const bundle of routeBundles(clientDir)) {
  const budget = JS_BUDGET_GZ[bundle.route]!;
  const fits = bundle.jsGzip <= budget;
  if (!fits) over += 1;
  console.log(
    `${fits ? '✓' : '✗'} ${bundle.route.padEnd(20)} ${kb(bundle.jsGzip).padStart(9)} of ` +
      `${kb(budget)} gzip (${bundle.js.length} files)`,
  );
}
if (over > 0) {
  console.log(`\n${over} route(s) over their initial JS budget (bench/web/route-bundles.ts)`);
  process.exitCode = 1;
}
