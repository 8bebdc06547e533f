// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

it("puts the compile hint above Vite's preload helper, with the source map and compressed copies in step", () => {
  const code = 'const __vite__mapDeps=(i)=>i;\nexport const a=1;';
  const bundle = {
    'a.js': { type: 'chunk', fileName: 'a.js', code },
    'a.js.map': { type: 'asset', source: '{"version":3,"mappings":"AAAA;AACA"}' },
    'a.js.br': { type: 'asset', source: new Uint8Array() },
    'a.js.gz': { type: 'asset', source: new Uint8Array() },
  } as unknown as Rollup.OutputBundle;
  (compileHints().generateBundle as { handler: (...args: unknown[]) => void }).handler({}, bundle);
  const source = (name: string) => (bundle[name] as Rollup.OutputAsset).source as Uint8Array;
  expect(bundle['a.js']).toMatchObject({ code: COMPILE_HINT + code });
  expect(JSON.parse(String(source('a.js.map'))).mappings).toBe(';AAAA;AACA');
  expect(brotliDecompressSync(source('a.js.br')).toString()).toBe(COMPILE_HINT + code);
  expect(gunzipSync(source('a.js.gz')).toString()).toBe(COMPILE_HINT + code);
});
