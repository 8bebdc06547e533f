import { createPath, emptyReviewDraft } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { createWizardReducer, trailTo } from './create-wizard-state';
import type { CreateWizardState } from './draft-state';

const start: CreateWizardState = {
  ownerId: 5,
  draft: emptyReviewDraft(),
  photoIds: ['a', 'b'],
  lastStep: 'type',
};

describe('the create wizard reducer', () => {
  it('changes the draft, the photos and the last step, and nothing else', () => {
    const rated = createWizardReducer(start, { type: 'draft', change: (d) => ({ ...d, rating: 4 }) });
    expect(rated).toEqual({ ...start, draft: { ...start.draft, rating: 4 } });
    expect(createWizardReducer(start, { type: 'photoAdded', id: 'c' }).photoIds).toEqual(['a', 'b', 'c']);
    expect(createWizardReducer(start, { type: 'photosRemoved', ids: ['a', 'x'] }).photoIds).toEqual(['b']);
    expect(createWizardReducer(start, { type: 'visited', step: 'floor' }).lastStep).toBe('floor');
  });

  it('keeps the same state when the step visited is the one stored (no write for nothing)', () => {
    expect(createWizardReducer(start, { type: 'visited', step: 'type' })).toBe(start);
  });
});

describe('trailTo (the steps laid under a typed or resumed address)', () => {
  const draft = { ...emptyReviewDraft(), housingType: 'ROOM' as const };
  const path = createPath(draft);

  it('lays the path up to a step on it', () => {
    const target = path[2];
    if (!target) throw new Error('the path is shorter than expected');
    expect(trailTo(target, draft, false)).toEqual(path.slice(0, 3).map((step) => ({ step })));
  });

  it('puts a step opened alone on top of the whole path, and a step off the path on its own', () => {
    expect(trailTo('floor', draft, true).at(-1)).toEqual({ step: 'floor', alone: true });
    expect(trailTo('dormitoryInfo', draft, false)).toEqual([{ step: 'dormitoryInfo' }]);
  });
});
