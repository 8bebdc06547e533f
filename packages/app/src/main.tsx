import './api/zod-config';
import '@jjinbbang/ui/tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { matchingRoute } from './routes/table';

// The UI faces (shell/fonts.ts): their code is not part of what the first paint waits for.
void import('./shell/fonts').then((fonts) => fonts.startUiFonts());
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
