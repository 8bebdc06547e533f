import { defineConfig } from 'tsup';

// ESM + .d.ts for the components, and one dist/styles.css bundled from src/styles.css
// (tokens + every component's plain CSS; tsup has no CSS Modules, so none are used).
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: [
      'react',
      'react-dom',
      'radix-ui',
      'vaul',
      'embla-carousel-react',
      '@jjinbbang/domain',
      '@jjinbbang/hooks',
    ],
  },
  {
    entry: { styles: 'src/styles.css' },
    clean: false,
  },
]);
