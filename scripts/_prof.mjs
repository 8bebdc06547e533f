// temporary profiling helper (not committed)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
const root = '/work/main';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const api = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'packages/server'), detached: true,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'memory://', SEED: 'on', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DEV_TOOLS: 'on', RESPONSE_VALIDATION: 'off', APP_DIR: join(root, 'packages/app/dist'), OAUTH_REDIRECT_ALLOWLIST: 'http://127.0.0.1:*/login/kakao' },
  stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((res) => { let out=''; api.stdout.on('data', (d) => { out += d; const m = /JJINBBANG_API_READY (\S+)/.exec(out); if (m) res(m[1]); }); });
try {
  const redirectUri = `${base}/login/kakao`;
  const a = await fetch(`${base}/oauth/local/authorize`, { method: 'POST', body: new URLSearchParams({ redirect_uri: redirectUri, state: '', account: 'local-verified' }), redirect: 'manual' });
  const code = new URL(a.headers.get('location')).searchParams.get('code');
  const login = await fetch(`${base}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oauthProvider: 'kakao', oauthCode: code, redirectUri }) }).then((r) => r.json());
  const tokens = login.data;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript((t) => { if (!localStorage.getItem('accessToken')) { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); localStorage.setItem('verificationStatus', 'verified'); } }, tokens);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}${process.argv[2] ?? '/map'}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  if (process.env.WARM) { await page.getByRole('button', { name: /계약 형태/ }).click(); await page.getByRole('dialog', { name: '계약 형태' }).waitFor(); await page.waitForTimeout(1000); await page.keyboard.press('Escape'); await page.waitForTimeout(1500); }
  if (process.env.WARM2) { await page.getByRole('button', { name: /찐빵 유형|유형/ }).first().click(); await page.waitForTimeout(1000); await page.keyboard.press('Escape'); await page.waitForTimeout(1500); }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const act = process.argv[3] ?? 'filter';
  if (act === 'filter') { await page.getByRole('button', { name: /계약 형태/ }).click(); await page.getByRole('dialog', { name: '계약 형태' }).waitFor(); }
  if (act === 'zoom') { await page.getByRole('button', { name: '지도 확대' }).click(); }
  if (act === 'like') { await page.getByRole('button', { name: /좋아요/ }).first().click(); }
  await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  console.log('wall', Date.now() - t0);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; 
    let key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
    const file = cf.url.split('/').pop(); const mapFile = join(root, 'packages/app/dist/assets', file + '.map');
    if (file.endsWith('.js') && existsSync(mapFile)) { globalThis.__maps ??= new Map(); let c = globalThis.__maps.get(mapFile); if (!c) { c = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))); globalThis.__maps.set(mapFile, c); }
      const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (pos.source) key = `${pos.name ?? cf.functionName} ${pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, '')}:${pos.line}`; }
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log('total sampled ms', (total / 1000).toFixed(0));
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(7), k);
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => { const cf = n.callFrame; const file = cf.url.split('/').pop(); const mapFile = join(root, 'packages/app/dist/assets', file + '.map'); const c = globalThis.__maps?.get(mapFile); if (c) { const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (pos.source) return `${pos.name ?? cf.functionName}@${pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, '')}:${pos.line}`; } return `${cf.functionName}@${file}`; };
  for (const target of ['getBoundingClientRect', 'focus', 'getComputedStyle']) {
    const chains = new Map();
    for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); if (n.callFrame.functionName !== target) continue; let chain = []; let id = parent.get(n.id); for (let k = 0; k < 4 && id; k++) { chain.push(name(byId.get(id))); id = parent.get(id); } const key = chain.join(' < '); chains.set(key, (chains.get(key) ?? 0) + (dt[i] ?? 0)); }
    console.log('==', target); for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log((v / 1000).toFixed(1).padStart(7), k);
  }
  await browser.close();
} finally { process.kill(-api.pid); }
