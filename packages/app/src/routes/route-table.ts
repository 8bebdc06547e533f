import type { ComponentType } from 'react';

/** A route of the app: wouter path pattern and the (lazy) page component. */
export interface AppRoute {
  path: string;
  component: ComponentType;
}
