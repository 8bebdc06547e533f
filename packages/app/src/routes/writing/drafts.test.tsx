import 'fake-indexeddb/auto';
import { emptyReviewDraft } from '@jjinbbang/domain';
import { useBlobStore, usePersistentDraft } from '@jjinbbang/hooks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../api/queries';
import { resetSession } from '../../session/actions';
import {
  type CreateWizardState,
  createDraftKey,
  createWizardStateSchema,
  draftPhotoNamespace,
  editDraftKey,
  ownedBy,
} from './draft-state';
import { clearUserDrafts, useCreateDraft } from './drafts';

// Drafts and their photos belong to one student.

afterEach(cleanup);

// jsdom's Blob cannot be structured-cloned into IndexedDB; Node's can (see the blob store's own tests).
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
vi.stubGlobal('Blob', NodeBlob);
vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));

const photo = (name: string) => Object.assign(new Blob([name], { type: 'image/jpeg' }), { name });
const stored = (value: unknown) => JSON.stringify({ version: 1, savedAt: Date.now(), value });
const state = (ownerId: number): CreateWizardState => ({
  ownerId,
  draft: { ...emptyReviewDraft(), housingType: 'ROOM' },
  photoIds: [],
  lastStep: 'floor',
});

async function photosOf(userId: number) {
  const hook = renderHook(() => useBlobStore(draftPhotoNamespace(userId)));
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

beforeEach(() => {
  localStorage.clear();
});

describe('review drafts per student', () => {
  it('an expired create draft takes its photos from IndexedDB with it', async () => {
    const photos = await photosOf(3);
    let ids: string[] = [];
    await act(async () => {
      ids = (await photos.result.current.add([photo('a.jpg'), photo('b.jpg')])).map((e) => e.id);
    });
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000 - 1;
    localStorage.setItem(
      `jjinbbang:draft:${createDraftKey(3)}`,
      JSON.stringify({ version: 1, savedAt: dayAgo, value: { ...state(3), photoIds: ids } }),
    );
    const draft = renderHook(() => useCreateDraft(3, () => ({ ...state(3), lastStep: 'type' })));
    expect(draft.result.current[2].discarded).toBe('expired');
    await waitFor(() => expect(photos.result.current.entries).toHaveLength(0));
  });

  it('a live create draft keeps its photos', async () => {
    const photos = await photosOf(4);
    let ids: string[] = [];
    await act(async () => {
      ids = (await photos.result.current.add([photo('a.jpg')])).map((e) => e.id);
    });
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(4)}`, stored({ ...state(4), photoIds: ids }));
    const draft = renderHook(() => useCreateDraft(4, () => ({ ...state(4), lastStep: 'type' })));
    expect(draft.result.current[2].restored).toBe(true);
    expect(draft.result.current[0].photoIds).toEqual(ids);
    const again = await photosOf(4);
    expect(again.result.current.entries).toHaveLength(1);
  });

  it('are stored under the student and restored only for them', () => {
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(1)}`, stored(state(1)));
    const fresh = (ownerId: number) => (): CreateWizardState => ({ ...state(ownerId), lastStep: 'type' });
    const mine = renderHook(() =>
      usePersistentDraft(createDraftKey(1), fresh(1), { schema: createWizardStateSchema }),
    );
    expect(mine.result.current[0].lastStep).toBe('floor');
    expect(mine.result.current[2].restored).toBe(true);
    const theirs = renderHook(() =>
      usePersistentDraft(createDraftKey(2), fresh(2), { schema: createWizardStateSchema }),
    );
    expect(theirs.result.current[0]).toMatchObject({ ownerId: 2, lastStep: 'type' });
    expect(theirs.result.current[2].restored).toBe(false);
    // A state that somehow sits under another student's key is still not theirs.
    expect(ownedBy(createWizardStateSchema.parse(state(1)), 2)).toBeNull();
  });

  it('clearUserDrafts removes one student’s drafts and photos, and no one else’s', async () => {
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(1)}`, stored(state(1)));
    localStorage.setItem(`jjinbbang:draft:${editDraftKey(1, 9)}`, stored(null));
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(12)}`, stored(state(12)));
    const one = await photosOf(1);
    const twelve = await photosOf(12);
    await act(async () => {
      await one.result.current.add([photo('a.jpg'), photo('b.jpg')]);
      await twelve.result.current.add([photo('c.jpg')]);
    });
    await act(() => clearUserDrafts(1));
    expect(Object.keys(localStorage)).toEqual([`jjinbbang:draft:${createDraftKey(12)}`]);
    await waitFor(() => expect(one.result.current.entries).toHaveLength(0));
    expect(twelve.result.current.entries).toHaveLength(1);
  });

  it('logging out (resetSession) deletes the signed-in student’s drafts and photos', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(5)}`, stored(state(5)));
    const five = await photosOf(5);
    await act(async () => {
      await five.result.current.add([photo('a.jpg')]);
    });
    await mutate(
      user().key,
      { id: 5, email: null, university: null, univAuthentication: '인증완료', nickname: 'x' },
      {
        revalidate: false,
      },
    );
    await act(() => resetSession());
    expect(Object.keys(localStorage).filter((key) => key.includes('draft'))).toEqual([]);
    await waitFor(() => expect(five.result.current.entries).toHaveLength(0));
  });

  it('with nobody known, every draft of the browser goes (drafts saved before they were per student too)', async () => {
    localStorage.setItem('jjinbbang:draft:reviewDraft', stored({}));
    localStorage.setItem(`jjinbbang:draft:${createDraftKey(3)}`, stored(state(3)));
    localStorage.setItem('jjinbbang:recent', '[]');
    const three = await photosOf(3);
    await act(async () => {
      await three.result.current.add([photo('a.jpg')]);
    });
    await act(() => clearUserDrafts(null));
    expect(Object.keys(localStorage)).toEqual(['jjinbbang:recent']);
    await waitFor(() => expect(three.result.current.entries).toHaveLength(0));
  });
});
