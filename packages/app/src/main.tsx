// First: zod must be configured before any schema exists (see api/zod-config.ts).
import './api/zod-config';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@jjinbbang/ui/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
