// Internal to the ui package. A development-only hint for a consumer that imports the components' own stylesheets
// but not the design tokens they are written in: without tokens.css every `var(--jb-…)` is empty and the
// components render unstyled, silently.

/** A custom property every token sheet declares on :root. */
const TOKEN = '--jb-color-brand-600';
/** The cascade layer every component stylesheet puts its rules in. */
const COMPONENTS_LAYER = 'jb.components';

const MISSING_TOKENS_WARNING =
  "[@jjinbbang/ui] The components' stylesheets are on the page but the design tokens are not, so components render " +
  "unstyled. Import '@jjinbbang/ui/tokens.css' (or the all-in-one '@jjinbbang/ui/styles.css') once, at the top of the app.";

/** True when a stylesheet of `doc` has a `@layer jb.components { … }` block and :root has no tokens. */
export function tokensMissing(doc: Document): boolean {
  let componentStyles = false;
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet cannot be read, and is not ours
    }
    if (
      Array.from(rules).some((rule) => 'name' in rule && rule.name === COMPONENTS_LAYER && 'cssRules' in rule)
    ) {
      componentStyles = true;
      break;
    }
  }
  if (!componentStyles) return false;
  const view = doc.defaultView;
  return !view || view.getComputedStyle(doc.documentElement).getPropertyValue(TOKEN).trim() === '';
}

declare const process: { env: { NODE_ENV?: string } };

let checked = false;

/** Once per page, in development builds: warns when component styles are used without the tokens. */
export function checkTokensOnce(): void {
  // Bundlers replace `process.env.NODE_ENV`, so a production build folds this to `return` and keeps none of the
  // check (a bundler is required by the kit, as by React itself).
  if (process.env.NODE_ENV === 'production' || checked || typeof document === 'undefined') return;
  checked = true;
  if (tokensMissing(document)) console.warn(MISSING_TOKENS_WARNING);
}
