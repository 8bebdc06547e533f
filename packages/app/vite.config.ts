import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The app calls the API on its own origin (`/api`, `/files`, `/oauth`); in development and preview Vite
// proxies those paths to the local API server (JB_API_URL). In production a reverse proxy does the same,
// or VITE_API_BASE_URL points the client at another origin.
const apiUrl = process.env.JB_API_URL ?? 'http://127.0.0.1:8787';
const proxy = Object.fromEntries(
  ['/api', '/files', '/oauth', '/healthz'].map((path) => [path, { target: apiUrl, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
});
