import './api/zod-config';
import '@jjinbbang/ui/tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
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
// Pretendard for what users write (review text, building and university names): the package's dynamic subset,
// 92 unicode-range faces whose stylesheet alone is 13 KB gzip. It loads after the first contentful paint, so
// neither it nor its font files compete with the page's code, data and first paint on a slow connection; until
// then such text shows in the size-adjusted fallback (see build/pretendard.ts), which takes the same space, so the
// swap moves nothing. The UI's own copy is in the preloaded build-time subset. (Without paint timing: 3 s after
// the load event.)
let userTextFont = false;
const loadUserTextFont = () => {
  if (userTextFont) return;
  userTextFont = true;
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(loadUserTextFont, 0);
  }).observe({ type: 'paint', buffered: true });
}
window.addEventListener('load', () => setTimeout(loadUserTextFont, 3000), { once: true });
