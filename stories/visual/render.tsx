import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { page } from 'vitest/browser';

let root: Root | null = null;

/** Renders a composed story into a 390 px (design width) frame and waits for fonts, so screenshots are stable. */
export async function renderStory(Story: ComponentType) {
  root?.unmount();
  document.body.innerHTML = '';
  const frame = document.createElement('div');
  frame.dataset.testid = 'visual-frame';
  frame.style.cssText = `width:390px;padding:16px;box-sizing:border-box;background:var(--jb-color-bg);font-family:var(--jb-font-family)`;
  document.body.append(frame);
  root = createRoot(frame);
  root.render(<Story />);
  await document.fonts.ready;
  return page.getByTestId('visual-frame');
}
