// Brotli and gzip copies of the build's text files, written next to them (`index-abc.js.br`, `index-abc.js.gz`).
//
// A host picks the copy the browser accepts instead of compressing on every request: the API server does when it
// serves the app (`APP_DIR`, packages/server/src/static.ts), and so do nginx (`brotli_static`, `gzip_static`) and
// most CDNs. Brotli at its highest quality is too slow to run per request, and is markedly smaller than gzip.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the app loads. Source maps are left out: only developer tools fetch them. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

/** Below one TCP packet compression saves no round trip. */
const MIN_BYTES = 1024;

export function compressedCopies(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A copy that is not smaller is not worth a host's choosing.
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jjinbbang-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // A build that writes nothing has nothing to compress.
      if (config.build.write === false) return;
      const outDir = resolve(config.root, config.build.outDir);
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = join(outDir, name);
        if (COMPRESSIBLE.has(extname(file)) && statSync(file).isFile()) compressedCopies(file);
      }
    },
  };
}
