// What a consumer pays for the design system: builds @jjinbbang/domain, hooks and ui, packs them as npm would
// publish them, installs the tarballs into a fresh Vite + React 19 app and builds that app once per case
// (nothing but React; one component; the whole kit). A component's cost is the gzip JS its build adds over the
// React-only build. `scripts/check-packages.mjs` fails `npm test` when a budget is missed.
//
//   node scripts/bench-packages.mjs          prints the table
//   node scripts/bench-packages.mjs --json   prints the measurement as JSON (for a combined bench table)
//   import { measurePackages } from './bench-packages.mjs'   → the same object
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const root = resolve(import.meta.dirname, '..');
export const PACKAGES = ['domain', 'hooks', 'ui'];
const KB = 1024;

/** Third-party packages the consumer gets from our node_modules (what `npm install` would fetch). */
const THIRD_PARTY = [
  'react',
  'react-dom',
  'scheduler',
  'radix-ui',
  '@radix-ui',
  'vaul',
  'embla-carousel',
  '@tanstack',
  'zod',
  'typescript',
  '@floating-ui',
  'aria-hidden',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'detect-node-es',
  'tslib',
];

/**
 * Cases measured: each is one consumer entry. `budget` is the most its gzip JS may add over React alone (bytes).
 * `css`: the entry imports tokens.css, and the components bring their own stylesheets. The all-in-one stylesheet
 * has its own budget (`CSS_BUDGET`).
 */
export const CASES = [
  {
    id: 'StarRating',
    budget: 3 * KB,
    css: true,
    code: "import { StarRating } from '@jjinbbang/ui';\nrender(<StarRating value={4.3} />);",
  },
  {
    id: 'Button',
    budget: 2 * KB,
    css: true,
    code: 'import { Button } from \'@jjinbbang/ui\';\nrender(<Button variant="primary">확인</Button>);',
  },
  {
    id: 'KeywordTagRow',
    budget: null,
    css: true,
    code:
      "import { KeywordTagRow } from '@jjinbbang/ui';\n" +
      "render(<KeywordTagRow tags={[{ id: 'a', label: '채광 좋음', polarity: 'positive' }, { id: 'b', label: '방음 약함', polarity: 'negative' }]} />);",
  },
  {
    id: 'BottomSheet',
    budget: 25 * KB,
    css: true,
    code:
      "import { BottomSheet } from '@jjinbbang/ui';\n" +
      'render(\n  <BottomSheet.Root>\n    <BottomSheet.Trigger>열기</BottomSheet.Trigger>\n' +
      '    <BottomSheet.Content><BottomSheet.Title>정렬</BottomSheet.Title></BottomSheet.Content>\n' +
      '  </BottomSheet.Root>,\n);',
  },
  // The console's components. Each row is one import, so a consumer sees what it pays for it.
  {
    id: 'DataTable',
    budget: 25 * KB,
    css: ['data-table'],
    code:
      "import { DataTable } from '@jjinbbang/ui';\n" +
      "const rows = [{ id: '1', name: '찐빵' }];\n" +
      "const columns = [{ id: 'name', header: '이름', value: (r: { name: string }) => r.name, sortable: true }];\n" +
      'render(\n  <DataTable.Root rows={rows} columns={columns} getRowId={(r) => r.id} label="목록">\n' +
      '    <DataTable.Toolbar><DataTable.Search /></DataTable.Toolbar><DataTable.Table /><DataTable.Pagination />\n' +
      '  </DataTable.Root>,\n);',
  },
  {
    id: 'Tabs',
    budget: 10 * KB,
    css: ['tabs'],
    code:
      "import { Tabs } from '@jjinbbang/ui';\n" +
      'render(\n  <Tabs.Root defaultValue="a">\n    <Tabs.List><Tabs.Trigger value="a" count={12}>접수</Tabs.Trigger></Tabs.List>\n' +
      '    <Tabs.Content value="a">내용</Tabs.Content>\n  </Tabs.Root>,\n);',
  },
  {
    id: 'Pagination',
    budget: 3 * KB,
    css: ['pagination'],
    code: "import { Pagination } from '@jjinbbang/ui';\nrender(<Pagination pageCount={20} />);",
  },
  {
    id: 'SidePanel',
    budget: 16 * KB,
    css: ['side-panel'],
    code:
      "import { SidePanel } from '@jjinbbang/ui';\n" +
      'render(\n  <SidePanel.Root>\n    <SidePanel.Trigger>열기</SidePanel.Trigger>\n' +
      '    <SidePanel.Content><SidePanel.Header><SidePanel.Title>상세</SidePanel.Title></SidePanel.Header></SidePanel.Content>\n' +
      '  </SidePanel.Root>,\n);',
  },
  {
    id: 'ImageViewer',
    budget: 6.5 * KB,
    css: ['image-viewer'],
    code: "import { ImageViewer } from '@jjinbbang/ui';\nrender(<ImageViewer images={[{ src: 'a.png', alt: '증명서' }]} />);",
  },
  {
    id: 'DateRangePicker',
    budget: 28 * KB,
    css: ['date-range-picker'],
    code: "import { DateRangePicker } from '@jjinbbang/ui';\nrender(<DateRangePicker />);",
  },
  {
    id: 'BarChart',
    budget: 3 * KB,
    css: ['charts'],
    code: "import { BarChart } from '@jjinbbang/ui';\nrender(<BarChart title=\"후기\" data={[{ label: '11월 1일', value: 3 }]} />);",
  },
  {
    id: 'Select',
    budget: 2 * KB,
    css: ['select'],
    code: "import { Select } from '@jjinbbang/ui';\nrender(<Select label=\"상태\" options={[{ value: 'a', label: '공개' }]} />);",
  },
  {
    id: 'ConsoleLayout',
    budget: 3 * KB,
    css: ['console-layout'],
    code:
      "import { ConsoleLayout } from '@jjinbbang/ui';\n" +
      'render(\n  <ConsoleLayout.Root>\n    <ConsoleLayout.Sidebar><ConsoleLayout.Nav><ConsoleLayout.NavSection title="검수">\n' +
      '      <ConsoleLayout.NavItem href="/" count={3}>신고</ConsoleLayout.NavItem>\n' +
      '    </ConsoleLayout.NavSection></ConsoleLayout.Nav></ConsoleLayout.Sidebar>\n' +
      '    <ConsoleLayout.Header title="신고" /><ConsoleLayout.Main>내용</ConsoleLayout.Main>\n  </ConsoleLayout.Root>,\n);',
  },
  {
    id: 'whole kit',
    budget: null,
    css: null,
    code: "import * as ui from '@jjinbbang/ui';\nrender(<pre>{Object.keys(ui).join(' ')}</pre>);\n(window as unknown as { ui: unknown }).ui = ui;",
  },
];
// The all-in-one sheet holds the console's components too (docs/adr/0053); apps load per-component sheets.
export const CSS_BUDGET = 16 * KB;

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });

/** Builds the three packages with their own build scripts (tsup). */
export function buildPackages({ silent = true } = {}) {
  for (const name of PACKAGES) {
    run('npm', ['run', 'build', '--silent', '-w', `packages/${name}`], {
      stdio: silent ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
  }
}

/** `npm pack` of each package into `dir`: `{ name: { tarball, files, size } }`. */
export function packPackages(dir) {
  const packed = {};
  for (const name of PACKAGES) {
    const [info] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', dir, '-w', `packages/${name}`], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    packed[name] = {
      tarball: join(dir, info.filename),
      files: info.files.map((f) => f.path),
      size: info.size,
    };
  }
  return packed;
}

/**
 * A consumer project in `dir`: the tarballs unpacked into node_modules/@jjinbbang, third-party packages linked
 * from ours (the versions our ranges resolve to), React's types for type-checking.
 */
export function createConsumer(dir, packed) {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@jjinbbang'), { recursive: true });
  mkdirSync(join(modules, '@types'), { recursive: true });
  for (const [name, { tarball }] of Object.entries(packed)) {
    const dest = join(modules, '@jjinbbang', name);
    mkdirSync(dest);
    run('tar', ['-xzf', tarball, '-C', dest, '--strip-components=1']);
  }
  for (const dep of THIRD_PARTY) {
    if (existsSync(join(root, 'node_modules', dep)))
      symlinkSync(join(root, 'node_modules', dep), join(modules, dep));
  }
  for (const dep of ['react', 'react-dom'])
    symlinkSync(join(root, 'node_modules/@types', dep), join(modules, '@types', dep));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  return dir;
}

const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function assetSizes(outDir) {
  const assets = join(outDir, 'assets');
  let js = 0;
  let css = 0;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.js')) js += gzip(join(assets, file));
    else if (file.endsWith('.css')) css += gzip(join(assets, file));
  }
  return { js, css };
}

/** Builds one consumer entry with Vite (production mode, default minification); returns gzip bytes. */
async function buildEntry(consumer, id, code, cssImports) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const slug = id.replace(/\W+/g, '-').toLowerCase();
  const dir = join(consumer, `case-${slug}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    [
      ...cssImports.map((css) => `import '${css}';`),
      "import { createRoot } from 'react-dom/client';",
      "const render = (node: React.ReactNode) => createRoot(document.getElementById('root') as HTMLElement).render(node);",
      code,
      '',
    ].join('\n'),
  );
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  return assetSizes(outDir);
}

/**
 * Runs the whole measurement. Returns
 * `{ react: { js }, cases: [{ id, js, budget, ok, css }], css: { allInOne, budget, ok }, packages: {…} }`
 * with sizes in gzip bytes. `consumerDir` keeps the consumer for further checks (the caller removes it).
 */
export async function measurePackages({ build = true, keep = false } = {}) {
  if (build) buildPackages();
  const work = mkdtempSync(join(tmpdir(), 'jb-bench-'));
  try {
    const packed = packPackages(work);
    const consumer = createConsumer(join(work, 'consumer'), packed);
    const base = await buildEntry(consumer, 'react-only', 'render(<p>찐빵</p>);', []);
    const cases = [];
    for (const c of CASES) {
      const css = c.css ? ['@jjinbbang/ui/tokens.css'] : [];
      const size = await buildEntry(consumer, c.id, c.code, css);
      const js = size.js - base.js;
      cases.push({
        id: c.id,
        js,
        budget: c.budget,
        ok: c.budget === null || js <= c.budget,
        css: c.css ? size.css : null,
      });
    }
    const all = await buildEntry(consumer, 'all-in-one css', '', ['@jjinbbang/ui/styles.css']);
    const packages = Object.fromEntries(
      Object.entries(packed).map(([name, p]) => [name, { files: p.files.length, packedBytes: p.size }]),
    );
    const manifests = Object.fromEntries(
      PACKAGES.map((name) => [
        name,
        JSON.parse(readFileSync(join(consumer, 'node_modules/@jjinbbang', name, 'package.json'), 'utf8')),
      ]),
    );
    return {
      install: consumerInstall(manifests),
      react: { js: base.js },
      cases,
      css: { allInOne: all.css, budget: CSS_BUDGET, ok: all.css <= CSS_BUDGET },
      packages,
      ...(keep ? { consumerDir: consumer, packed } : {}),
    };
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

// --- What `npm install` puts in a fresh consumer -------------------------------------------------------------------

/**
 * At most this many packages in a fresh consumer of the three packed packages, theirs and React's included: the
 * count measured once the slider, the toasts, the alert dialog and the radio groups stopped needing their own Radix
 * packages and the table its React adapter (docs/adr/0041).
 */
export const INSTALL_BUDGET = 40;

/**
 * The packages npm installs for a fresh consumer of the packed manifests (`{ name: manifest }`): theirs, their
 * dependencies and the peer dependencies npm installs itself (React; optional peers such as the domain's zod are
 * not), transitively, at the versions this repository's lockfile resolves them to. Offline and deterministic; the
 * same tree npm builds from the registry as long as no dependency's release adds one.
 */
export function consumerInstall(manifests) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const installed = new Map();
  const needs = (manifest) =>
    Object.keys({
      ...manifest.dependencies,
      ...Object.fromEntries(
        Object.entries(manifest.peerDependencies ?? {}).filter(
          ([name]) => !manifest.peerDependenciesMeta?.[name]?.optional,
        ),
      ),
    });
  // Node's resolution over the lockfile's folders: the nearest node_modules up from the dependent's folder.
  const locate = (name, from) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (lock[path]) return lock[path].link ? lock[path].resolved : path;
      if (!dir)
        throw new Error(`${name} (needed from ${from || 'the consumer'}) is not in package-lock.json`);
    }
  };
  const visit = (name, from) => {
    const path = locate(name, from);
    const entry = lock[path];
    const key = `${name}@${entry.version}`;
    if (installed.has(key)) return;
    installed.set(key, path);
    for (const dependency of needs(entry)) visit(dependency, path);
  };
  for (const [name, manifest] of Object.entries(manifests)) {
    installed.set(`${manifest.name}@${manifest.version}`, `packages/${name}`);
    for (const dependency of needs(manifest))
      if (!dependency.startsWith('@jjinbbang/')) visit(dependency, '');
  }
  return [...installed.keys()].sort();
}

// --- The size table in packages/ui/README.md ------------------------------------------------------------------------

const README = join(root, 'packages/ui/README.md');
const README_START = '<!-- bench:packages — written by `npm run bench:packages`; do not edit -->';
const README_END = '<!-- /bench:packages -->';

/** The README's size section for a measurement: what each import adds, the stylesheets, and the install. */
export function readmeSection(result) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [README_START, '', row(['Import', 'Adds (gzip JS)', 'Budget']), row(['---', '---:', '---'])];
  lines.push(row(['React 19 alone (reference)', kb(result.react.js), '']));
  for (const c of result.cases)
    lines.push(
      row([
        c.id === 'whole kit' ? 'the whole kit' : `\`${c.id}\``,
        kb(c.js),
        c.budget ? `≤ ${kb(c.budget)}` : '',
      ]),
    );
  lines.push(
    row(['`styles.css` (all-in-one, gzip CSS)', kb(result.css.allInOne), `≤ ${kb(result.css.budget)}`]),
  );
  if (result.install)
    lines.push(
      row([
        '`npm install` in a fresh consumer (packages, React included)',
        String(result.install.length),
        `≤ ${INSTALL_BUDGET}`,
      ]),
    );
  lines.push('', README_END);
  return lines.join('\n');
}

/** The README with its size section replaced by `section`. */
export function readmeWith(section) {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`packages/ui/README.md lacks the ${README_START} … section`);
  return text.slice(0, start) + section + text.slice(end + README_END.length);
}

/** Whether the README's size section is the one this measurement writes. */
export function readmeIsCurrent(result) {
  return readmeWith(readmeSection(result)) === readFileSync(README, 'utf8');
}

/** The table rows (figure, measured, budget, ✅/❌) for a printed or combined bench table. */
export function tableRows(result) {
  const rows = [['React 19 alone (reference)', kb(result.react.js), '', '']];
  for (const c of result.cases) {
    rows.push([
      `${c.id} adds (gzip JS)`,
      kb(c.js),
      c.budget === null ? '' : `≤ ${kb(c.budget)}`,
      c.budget === null ? '' : c.ok ? '✅' : '❌',
    ]);
  }
  rows.push([
    'all-in-one styles.css (gzip)',
    kb(result.css.allInOne),
    `≤ ${kb(result.css.budget)}`,
    result.css.ok ? '✅' : '❌',
  ]);
  for (const c of result.cases)
    if (c.css !== null) rows.push([`tokens.css + ${c.id} CSS (gzip)`, kb(c.css), '', '']);
  rows.push([
    'packages a fresh consumer installs',
    String(result.install.length),
    `≤ ${INSTALL_BUDGET}`,
    result.install.length <= INSTALL_BUDGET ? '✅' : '❌',
  ]);
  return rows;
}

export function printTable(result) {
  const rows = [['Figure', 'Measured', 'Budget', ''], ...tableRows(result)];
  const width = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('\n@jjinbbang/ui in a fresh Vite + React 19 consumer (packed tarballs, production build)');
  for (const [i, row] of rows.entries()) {
    console.log(
      row.map((cell, j) => (j === 1 || j === 2 ? cell.padStart(width[j]) : cell.padEnd(width[j]))).join('  '),
    );
    if (i === 0) console.log(width.map((w) => '─'.repeat(w)).join('  '));
  }
}

if (process.argv[1] === import.meta.filename) {
  const result = await measurePackages();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    printTable(result);
    writeFileSync(README, readmeWith(readmeSection(result)));
    console.log(
      `\npackages/ui/README.md: size section written (${result.install.length} packages installed)`,
    );
  }
}
