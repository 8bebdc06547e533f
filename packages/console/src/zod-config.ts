// Imported first by main.tsx: the console runs under a Content-Security-Policy without 'unsafe-eval', and zod
// compiles object parsers with `new Function` unless told not to (a CSP violation). zod adopts a configuration
// object already on globalThis when it loads, so this configures it without loading it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
