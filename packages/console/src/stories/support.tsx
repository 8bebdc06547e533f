// The console's screen stories: the real views inside the real frame (ConsoleFrame), on an in-memory location so
// links work without leaving the story. Nothing here re-implements a page.
import '../console.css';
import { Toaster, ToastProvider } from '@jjinbbang/ui';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { fn } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { onlyAt } from '../../../../.storybook/modes';
import { ConsoleFrame, type NavId } from '../shell/ConsoleFrame';
import { admin } from './fixtures';

export interface ConsoleScreen {
  /** The page's address in the console (without /console). */
  path: string;
  /** Its menu item and title; null: a page without the frame (sign-in). */
  nav: NavId | null;
  title: string;
}

let current: ReturnType<typeof memoryLocation<unknown>> | null = null;

/** The address the story is at now (after a link was followed). */
export function currentPath(): string {
  const history = current && 'history' in current ? (current.history as string[]) : [];
  return history.at(-1) ?? '';
}

function ConsoleRouter({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  current = location;
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ToastProvider>
        {children}
        <Toaster />
      </ToastProvider>
    </Router>
  );
}

/** Decorator: the view inside the console's frame (an admin signed in, the queue counts) at `parameters.console`. */
export const withConsole: Decorator = (Story, context) => {
  const screen = context.parameters.console as ConsoleScreen;
  const staff = (context.parameters.staff as typeof admin | undefined) ?? admin;
  return (
    <ConsoleRouter key={context.id} path={screen.path}>
      {screen.nav === null ? (
        <Story />
      ) : (
        <ConsoleFrame
          active={screen.nav}
          title={screen.title}
          staff={staff}
          counts={{ certificates: 12, reports: 5, reviews: 4 }}
          onSignOut={fn()}
        >
          <Story />
        </ConsoleFrame>
      )}
    </ConsoleRouter>
  );
};

/**
 * The console is a desktop tool: its stories play and are checked (axe) on the 1280 px desktop viewport, not the
 * phone every other story starts on.
 */
export const CONSOLE_GLOBALS = { viewport: { value: 'jbDesktop', isRotated: false } };

/** Parameters every console screen story shares: full screen, axe as a test, desktop baselines. */
export function consoleParameters(screen: ConsoleScreen, description: string): Parameters {
  return {
    layout: 'fullscreen',
    console: screen,
    chromatic: { modes: onlyAt(1280, 1440) },
    docs: { description: { component: description } },
  };
}
