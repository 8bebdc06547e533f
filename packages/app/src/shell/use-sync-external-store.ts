// What `use-sync-external-store/shim` resolves to in the app's build (vite.config.ts): React 19 has the hook, and
// the shim (imported by SWR and wouter for React 16–17) picks React's own whenever it exists — so it only added
// its fallback's code to the start-up bundle.
export { useSyncExternalStore } from 'react';
