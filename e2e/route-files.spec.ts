import { expect, test } from '@playwright/test';

// index.html names the files each route's page needs, for the boot script to preload: every one must be a file
// the build wrote, or the page's own files are fetched late and the named ones fail.
test('every file the route table names is served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const json = /<script type="application\/json" id="jb-route-files">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeTruthy();
  const table = JSON.parse(json ?? '[]') as [string, string[], string[]][];
  const files = [...new Set(table.flatMap(([, js, css]) => [...js, ...css]))];
  expect(files.length).toBeGreaterThan(0);
  const missing: string[] = [];
  for (const file of files) if ((await request.get(file)).status() !== 200) missing.push(file);
  expect(missing).toEqual([]);
});
