// Imported first by main.tsx, before any zod schema is built. The app runs under a Content-Security-Policy
// without 'unsafe-eval' (vite.config.ts); zod compiles object parsers with `new Function` unless told not to, and
// probes for it when a schema is created — which the browser reports as a violation. Parse without the JIT.
import { config } from 'zod';

config({ jitless: true });
