// Imported first by main.tsx, before any chunk with zod runs. The app runs under a Content-Security-Policy without
// 'unsafe-eval' (vite.config.ts); zod compiles object parsers with `new Function` unless told not to, and probes
// for it when a schema is created — which the browser reports as a violation. Parse without the JIT.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there when it loads,
// so setting it here configures zod without loading it: the start-up bundle stays zod-free, and the setting is in
// place whichever chunk (wire schemas, draft state) builds the first schema.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
