import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:9412';
const api = 'http://127.0.0.1:9411';
const [,, tag, query = '', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function tokens() {
  const ctx = await browser.newContext();
  const req = ctx.request;
  const redirectUri = new URL('/login/kakao', base).toString();
  const a = await req.post(`${base}/oauth/local/authorize`, { form: { redirect_uri: redirectUri, state: '', account: 'local-verified' }, maxRedirects: 0 });
  const code = new URL(a.headers().location).searchParams.get('code');
  const l = await req.post(`${base}/api/v1/auth`, { data: { oauthProvider: 'kakao', oauthCode: code, redirectUri } });
  const b = await l.json();
  await ctx.close();
  return b.data;
}
const t = await tokens();
for (const w of [360, 390, 768, 1280]) {
  const h = w >= 1024 ? 800 : w >= 600 ? 1024 : 800;
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR', hasTouch: w < 600, isMobile: w < 600, deviceScaleFactor: 1 });
  await ctx.addInitScript((t) => { if (!localStorage.getItem('accessToken')) { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); } }, t);
  const page = await ctx.newPage();
  await page.goto(`${base}/map${query}`);
  await page.waitForTimeout(3000);
  if (action === 'search') {
    const box = page.getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' });
    await box.fill('가좌동'); await box.press('Enter'); await page.waitForTimeout(2500);
    if (w < 600) { await page.keyboard.press('Escape'); await page.waitForTimeout(1500); }
  }
  if (action === 'pick') {
    const all = await page.getByRole('application', { name: '지도' }).getByRole('button', { name: /위치|곳 모음/ }).all(); let m = all[0], y = -1; for (const b of all) { const bb = await b.boundingBox(); if (bb && bb.y > y) { y = bb.y; m = b; } }
    await m.press('Enter').catch(e => console.log('no marker', e.message));
    await page.waitForTimeout(2000);
  }
  await page.screenshot({ path: `/tmp/mapshots/${tag}-${w}.png` });
  await ctx.close();
}
await browser.close();
