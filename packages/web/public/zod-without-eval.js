// zod (through core's schemas) tries `new Function` once, while its schemas are built, to see
// whether it may compile its checks. The page's Content-Security-Policy forbids eval, so it never
// could, and each try would be reported as a violation. A classic script runs before every module,
// so the flag is set before any schema is built; the checks work the same without compiling.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
