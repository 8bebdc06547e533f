import './api/zod-config';
import '@jjinbbang/ui/tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { afterLargestPaint } from './boot/fonts';
import { matchingRoute } from './routes/table';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first frame is the page of this address: its chunk is loaded before React renders (a failed load renders
// anyway, and the route's own error handling takes over).
const page = matchingRoute(window.location.pathname);
if (page) page.component.preload().then(render, render);
else render();
// Pretendard for what users write (review text, building names): the package's dynamic subset,
// 92 unicode-range faces whose stylesheet alone is 13 KB gzip. It loads once the page's largest paint has settled,
// when the boot script has switched the UI font on (src/boot/fonts.ts): before that every glyph would fall through
// to it, and its files would compete with the page's code, data and photo. Until then such text shows in the
// size-adjusted fallback (see build/pretendard.ts), which takes the same space, so the swap moves nothing.
afterLargestPaint(() => void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'));
