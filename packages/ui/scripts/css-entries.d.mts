// Types of css-entries.mjs for TypeScript callers (the app's build reads the component graph).
export interface ComponentNode {
  /** Component folders this folder's modules import. */
  deps: string[];
  /** This folder's own stylesheets (file names). */
  css: string[];
}
export function componentGraph(src?: string): Map<string, ComponentNode>;
export function dependencyOrder(graph: Map<string, ComponentNode>, roots?: string[]): string[];
export function cssEntries(graph?: Map<string, ComponentNode>): Record<string, string>;
