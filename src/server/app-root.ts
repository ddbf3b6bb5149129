/**
 * The project's root directory, for the files the server reads at run time (data, fixtures,
 * migrations, icons). This module lies two levels below it in the source (src/server/) and so
 * does the compiled server (dist/server/main.js), which holds it: the same path serves both
 * (docs/ARCHITECTURE.md#production-build).
 */
export const appRoot = new URL('../../', import.meta.url);
