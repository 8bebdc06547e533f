import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'zod'],
});
