// Chromatic modes: every story is captured on a phone (the 390 px design width) and a tablet (768 px), each
// with its own baseline and its own approval.
export const allModes = {
  'mobile-390': { viewport: { width: 390, height: 844 } },
  'tablet-768': { viewport: { width: 768, height: 1024 } },
} as const;
