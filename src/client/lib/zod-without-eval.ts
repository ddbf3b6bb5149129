/**
 * zod compiles fast object parsers with `new Function` and probes for it as each object schema
 * is made. The page's CSP (`script-src 'self'`, no 'unsafe-eval') refuses that, and Chrome reports
 * every probe as a CSP issue even though zod catches the refusal. `jitless` skips the probe and the
 * compiled parsers. It is set in zod's shared config slot, which zod reads (or creates) when it
 * loads, so the entry sets it before any schema chunk runs without carrying zod itself.
 */
const slot = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(slot.__zod_globalConfig ??= {}).jitless = true;
