// V8 compiles a file whose first line is this hint whole, on a background thread as it downloads, instead of each
// function on the main thread when it first runs. All the app's code runs as a page opens or on a tap (ADR 0119).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'jjinbbang-compile-hints',
    apply: 'build',
    // Last: Vite's preload helper goes on top of a chunk in an earlier hook, which also makes the compressed copies
    // (vite.config.ts), so those are made again with the same settings.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const file = (ext: string) =>
            bundle[chunk.fileName + ext] as { source: string | Uint8Array } | undefined;
          const [map, br, gz] = [file('.map'), file('.br'), file('.gz')];
          if (map) map.source = String(map.source).replace('"mappings":"', '"mappings":";');
          if (br) br.source = brotliCompressSync(chunk.code);
          if (gz) gz.source = gzipSync(chunk.code, { level: constants.Z_BEST_COMPRESSION });
        }
      },
    },
  };
}
