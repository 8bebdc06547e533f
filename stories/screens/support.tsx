// Screen stories render the app's real views inside the real shell (AppShell: the 480 px column and the bottom
// navigation as the route decides), on an in-memory wouter location so links and navigation work without
// leaving the story. Nothing here re-implements a page.
import '../../packages/app/src/app.css';
import { ToastProvider } from '@jjinbbang/ui';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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
  // One location per mounted story: re-renders keep where the story has navigated to.
  const [location] = useState(() => memoryLocation({ path, record: true }));
  current = location;
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ToastProvider>
        <AppShell>{children}</AppShell>
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

/** Parameters every screen story shares: full-screen layout, axe as a test, visual widths. */
export function screenParameters(path: string, widths: readonly number[] = [390, 768]): Parameters {
  return {
    layout: 'fullscreen',
    screen: { path } satisfies ScreenParameters,
    visual: { widths },
  };
}
