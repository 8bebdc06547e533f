// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { compressedCopies, precompress } from './precompress';

type Hooks = { configResolved: (c: ResolvedConfig) => void; closeBundle: () => void };

describe('precompress', () => {
  it('writes brotli and gzip copies of a text file worth compressing, none of a tiny one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jb-precompress-'));
    try {
      const big = join(dir, 'a.js');
      const text = 'export const 찐빵 = "맛있어요";\n'.repeat(200);
      writeFileSync(big, text);
      writeFileSync(join(dir, 'b.css'), 'a{b:c}');
      compressedCopies(big);
      compressedCopies(join(dir, 'b.css'));
      expect(brotliDecompressSync(readFileSync(`${big}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${big}.gz`)).toString()).toBe(text);
      expect(existsSync(join(dir, 'b.css.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a build that writes nothing alone (the chunk-groups probe), even with no output folder', () => {
    const plugin = precompress() as unknown as Hooks;
    plugin.configResolved({
      root: tmpdir(),
      build: { write: false, outDir: 'jb-no-such-folder' },
    } as ResolvedConfig);
    expect(() => plugin.closeBundle()).not.toThrow();
  });
});
