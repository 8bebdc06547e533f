// issue 16: JS before the first paint of `/` is ≤ 90 KB gzip (npm run bench), with little to spare. This guards
// what the app's own modules put there: the modules `/` loads statically (the entry, then home's page chunk).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** The app's modules reachable from `entries` by static imports (dynamic `import()` starts another chunk). */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // `import … from`, `export … from` and side-effect imports (`import './x'`); type-only ones load nothing.
    for (const [, from, bare] of source.matchAll(
      /^(?:import|export)\b(?!\s+type\b)[^'"]*?from '(\.[^']+)'|^import '(\.[^']+)'/gm,
    )) {
      const spec = from ?? bare;
      if (!spec) continue;
      const base = resolve(dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
      );
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(join(SRC, entry));
  return [...seen].map((file) => relative(SRC, file));
}

describe("home's start-up modules", () => {
  const modules = staticClosure(['main.tsx', 'routes/home/HomePage.tsx']);

  it('reach the route table and home', () => {
    expect(modules).toEqual(expect.arrayContaining(['routes/table.ts', 'routes/routes.ts']));
  });

  it("leave out the review wizard's addresses (only pages that link into the wizard load them)", () => {
    const withWizard = modules.filter((file) =>
      /CREATE_STEP_SEGMENTS|EDIT_STEP_SEGMENTS/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(withWizard).toEqual([]);
  });
});
