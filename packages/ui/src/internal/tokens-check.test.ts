import { describe, expect, it } from 'vitest';
import { tokensMissing } from './tokens-check';

/** A document whose stylesheets hold these top-level rules, and whose :root gives `token` for the brand colour. */
function page(rules: object[], token: string): Document {
  return {
    styleSheets: [{ cssRules: rules }],
    documentElement: {},
    defaultView: { getComputedStyle: () => ({ getPropertyValue: () => token }) },
  } as unknown as Document;
}
const componentLayer = { name: 'jb.components', cssRules: [] };
const tokenLayer = { name: 'jb.tokens', cssRules: [] };

describe('tokensMissing', () => {
  it('is true when component stylesheets are on the page and the tokens are not', () => {
    expect(tokensMissing(page([componentLayer], ''))).toBe(true);
  });

  it('is false with the tokens, and without any component stylesheet (nothing of ours to style)', () => {
    expect(tokensMissing(page([tokenLayer, componentLayer], ' #c2501f'))).toBe(false);
    expect(tokensMissing(page([], ''))).toBe(false);
    expect(tokensMissing(page([{ selectorText: '.app' }], ''))).toBe(false);
  });

  it('skips a stylesheet it cannot read (another origin)', () => {
    const foreign = {
      get cssRules(): never {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    };
    const doc = page([componentLayer], '') as unknown as { styleSheets: object[] };
    doc.styleSheets.unshift(foreign);
    expect(tokensMissing(doc as unknown as Document)).toBe(true);
  });
});
