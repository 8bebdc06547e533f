// Screen stories render the app's real views inside the real shell (AppShell: the 480 px column and the bottom
// navigation as the route decides), on an in-memory wouter location so links and navigation work without
// leaving the story. Nothing here re-implements a page.
import '../../packages/app/src/app.css';
import { Toaster, ToastProvider } from '@jjinbbang/ui';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { atWidths, type Width } from '../../.storybook/modes';
import { AppShell } from '../../packages/app/src/shell/AppShell';

export interface ScreenParameters {
  /** The address the view is shown at (it decides the bottom navigation, like in the app). */
  path: string;
}

let current: ReturnType<typeof memoryLocation<unknown>> | null = null;

/** The addresses the story has been at, oldest first (for play functions to check where a link led). */
export function visitedPaths(): string[] {
  return current && 'history' in current ? [...(current.history as string[])] : [];
}

/** The address the story is at now. */
export function currentPath(): string {
  return visitedPaths().at(-1) ?? '';
}

function ScreenRouter({ path, children }: { path: string; children: ReactNode }) {
  // One location per mounted story: re-renders keep where the story has navigated to. The shell stays at the
  // story's own address (the view is not routed, so the page does not change when a link is followed); the
  // view's links record where they lead.
  const [location] = useState(() => memoryLocation({ path, record: true }));
  const [shellLocation] = useState(() => memoryLocation({ path, static: true }));
  current = location;
  return (
    <Router hook={shellLocation.hook} searchHook={shellLocation.searchHook}>
      <ToastProvider>
        <AppShell>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </AppShell>
        <Toaster />
      </ToastProvider>
    </Router>
  );
}

/** Decorator: the app's shell on an in-memory location at `parameters.screen.path`. */
export const withScreen: Decorator = (Story, context) => {
  const { path } = (context.parameters.screen ?? { path: '/' }) as ScreenParameters;
  return (
    <ScreenRouter key={context.id} path={path}>
      <Story />
    </ScreenRouter>
  );
};

/** Parameters every screen story shares: full-screen layout, the app's address, the widths it is captured at. */
export function screenParameters(path: string, widths: Width[] = [390, 768]): Parameters {
  return {
    layout: 'fullscreen',
    screen: { path } satisfies ScreenParameters,
    chromatic: { modes: atWidths(...widths) },
  };
}

/** issue 13: "나의 찐빵으로 가기" was 392 px wide on a 390 px screen; it must stay inside the page's padding. */
export async function expectInsideColumn(canvasElement: HTMLElement, link: HTMLElement) {
  const column = canvasElement.querySelector('.jb-account-page')?.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  await expect(column).toBeDefined();
  if (!column) return;
  await expect(box.left).toBeGreaterThanOrEqual(column.left);
  await expect(box.right).toBeLessThanOrEqual(column.right);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    window.innerWidth,
  );
}
