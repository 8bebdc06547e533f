import './zod-config';
import '@jjinbbang/ui/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './console.css';
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
