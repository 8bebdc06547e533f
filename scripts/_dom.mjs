import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
const root = '/work/main';
const api = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], { cwd: join(root, 'packages/server'), detached: true,
  env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'prof-')), DATABASE_URL: 'memory://', SEED: 'on', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DEV_TOOLS: 'on', RESPONSE_VALIDATION: 'off', APP_DIR: join(root, 'packages/app/dist') }, stdio: ['ignore', 'pipe', 'ignore'] });
const base = await new Promise((res) => { let out=''; api.stdout.on('data', (d) => { out += d; const m = /JJINBBANG_API_READY (\S+)/.exec(out); if (m) res(m[1]); }); });
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/map`); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
  await page.evaluate(() => { window.__t = []; const orig = Element.prototype.getBoundingClientRect; Element.prototype.getBoundingClientRect = function () { const s = performance.now(); const r = orig.call(this); const d = performance.now() - s; if (d > 2) window.__t.push([this.className?.toString().slice(0, 40), +d.toFixed(1), document.querySelectorAll('*').length]); return r; }; });
  for (let i = 0; i < 3; i++) { await page.getByRole('button', { name: /계약 형태/ }).click(); await page.getByRole('dialog', { name: '계약 형태' }).waitFor(); await page.waitForTimeout(800); await page.keyboard.press('Escape'); await page.waitForTimeout(800); }
  console.log(await page.evaluate(() => JSON.stringify(window.__t)));
  console.log(await page.evaluate(() => { const out = []; for (const ff of ['', 'sans-serif', '', 'sans-serif']) { const d = document.createElement('div'); d.style.fontFamily = ff; d.innerHTML = '<p>계약 형태 전세 월세 보증금 관리비 포함 적용하기 초기화 원룸 투룸</p>'.repeat(20); document.body.append(d); const s = performance.now(); d.getBoundingClientRect(); out.push([ff || 'default', +(performance.now() - s).toFixed(1)]); d.remove(); } return JSON.stringify(out); }));
  console.log(await page.evaluate(() => { const out = []; for (let i = 0; i < 4; i++) { const st = document.createElement('style'); st.textContent = `.zz${i}{color:red}`; const s = performance.now(); document.head.append(st); document.body.getBoundingClientRect(); out.push(+(performance.now() - s).toFixed(1)); st.remove(); document.body.getBoundingClientRect(); } for (let i = 0; i < 3; i++) { const s = performance.now(); document.body.style.overflow = i % 2 ? '' : 'hidden'; document.body.getBoundingClientRect(); out.push('ov' + (performance.now() - s).toFixed(1)); } return JSON.stringify(out); }));
  console.log(await page.evaluate(() => document.fonts.size + ' faces; loaded: ' + [...document.fonts].filter(f => f.status === 'loaded').length));
  console.log(await page.evaluate(() => {
    const all = document.querySelectorAll('*').length;
    const by = {}; for (const el of document.querySelectorAll('[class]')) { const c = String(el.className).split(' ')[0]; by[c] = (by[c] ?? 0) + 1; }
    const top = Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 12);
    const t = [];
    for (let i = 0; i < 5; i++) { document.body.classList.toggle('x'); const s = performance.now(); document.body.getBoundingClientRect(); t.push(+(performance.now() - s).toFixed(1)); }
    const sheets = [...document.styleSheets].reduce((n, s) => { try { return n + s.cssRules.length; } catch { return n; } }, 0);
    return JSON.stringify({ all, top, styleRecalcMs: t, cssRules: sheets });
  }));
  await browser.close();
} finally { process.kill(-api.pid); }
