import 'fake-indexeddb/auto';
import { emptyReviewDraft } from '@jjinbbang/domain';
import { listBlobNamespaces, useBlobStore } from '@jjinbbang/hooks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  type CreateWizardState,
  createDraftKey,
  draftPhotoNamespace,
  type EditWizardState,
  editDraftKey,
} from './draft-state';

// Drafts at rest: what this browser keeps of review drafts follows the session and their 24 hours, and my page
// reads them without mounting the wizard.

// The session check's answer, set by each test: what GET /api/v1/user gives (or how it fails).
const getUser = vi.fn();
vi.mock('../../api/endpoints', async () => ({
  ApiError: (await import('../../api/errors')).ApiError,
  client: { request: (path: string) => (path === '/api/v1/user' ? getUser() : Promise.resolve([])) },
}));

const { useDraftsAtRest } = await import('./useDraftsAtRest');
const { discardDraft, keepOnlyDraftsOf, readDraftsInProgress, sweepStaleDrafts } = await import('./drafts');

// jsdom's Blob cannot be structured-cloned into IndexedDB; Node's can (see the blob store's own tests).
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
vi.stubGlobal('Blob', NodeBlob);
vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));

const HOUR = 60 * 60 * 1000;
const photo = (name: string) => Object.assign(new Blob([name], { type: 'image/jpeg' }), { name });
const store = (key: string, value: unknown, savedAt = Date.now()) =>
  localStorage.setItem(`jjinbbang:draft:${key}`, JSON.stringify({ version: 1, savedAt, value }));
const createState = (ownerId: number, change: Partial<CreateWizardState> = {}): CreateWizardState => ({
  ownerId,
  draft: {
    ...emptyReviewDraft(),
    housingType: 'ROOM',
    address: '경남 진주시 진주대로 501',
    detailedAddress: '찐빵하우스',
  },
  photoIds: [],
  lastStep: 'floor',
  ...change,
});
const editState = (ownerId: number): EditWizardState => ({
  ownerId,
  kind: 'GENERAL',
  draft: { ...emptyReviewDraft(), housingType: 'ROOM', detailedAddress: '호빵빌' },
});
const draftKeys = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('jjinbbang:draft:'))
    .sort();

async function addPhotos(userId: number, count = 1) {
  const hook = renderHook(() => useBlobStore(draftPhotoNamespace(userId)));
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  await act(async () => {
    await hook.result.current.add(Array.from({ length: count }, (_, i) => photo(`${userId}-${i}.jpg`)));
  });
  hook.unmount();
}

const photoNamespaces = () => listBlobNamespaces('review-draft');

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const student = (id: number) => ({
  id,
  email: null,
  university: '부산대학교',
  univAuthentication: '인증완료',
  nickname: '찐빵',
});

afterEach(cleanup);
beforeEach(async () => {
  localStorage.clear();
  getUser.mockReset();
  await keepOnlyDraftsOf(null);
});

describe('drafts follow the session', () => {
  it('a student signing in on a browser another student left signed in keeps only their own drafts and photos', async () => {
    store(createDraftKey(1), createState(1));
    store(editDraftKey(1, 9), editState(1));
    store(createDraftKey(12), createState(12));
    store(createDraftKey(2), createState(2));
    await addPhotos(1, 2);
    await addPhotos(12);
    await addPhotos(2);
    localStorage.setItem('accessToken', 'b1');
    localStorage.setItem('refreshToken', 'b2');
    getUser.mockResolvedValue(student(2));
    renderHook(useDraftsAtRest, { wrapper: fresh });
    await waitFor(() => expect(draftKeys()).toEqual([`jjinbbang:draft:${createDraftKey(2)}`]));
    await waitFor(async () => expect(await photoNamespaces()).toEqual([draftPhotoNamespace(2)]));
  });

  it('a session the server refused (renewal failed) leaves no draft and no photo behind', async () => {
    store(createDraftKey(1), createState(1));
    store(editDraftKey(1, 9), editState(1));
    await addPhotos(1);
    localStorage.setItem('accessToken', 'a1');
    localStorage.setItem('refreshToken', 'r1');
    getUser.mockRejectedValue(new ApiError(401, 401, '로그인 정보가 유효하지 않아요.'));
    renderHook(useDraftsAtRest, { wrapper: fresh });
    await waitFor(() => expect(draftKeys()).toEqual([]));
    await waitFor(async () => expect(await photoNamespaces()).toEqual([]));
  });

  it('while the server cannot be asked who is signed in, nothing is removed', async () => {
    store(createDraftKey(1), createState(1));
    await addPhotos(1);
    localStorage.setItem('accessToken', 'a1');
    localStorage.setItem('refreshToken', 'r1');
    getUser.mockRejectedValue(new ApiError(0, 0, '네트워크 연결을 확인해 주세요.'));
    renderHook(useDraftsAtRest, { wrapper: fresh });
    await waitFor(() => expect(getUser).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(draftKeys()).toEqual([`jjinbbang:draft:${createDraftKey(1)}`]);
    expect(await photoNamespaces()).toEqual([draftPhotoNamespace(1)]);
  });

  it('on app start, an expired draft goes with its photos before the wizard is ever opened', async () => {
    store(createDraftKey(1), createState(1), Date.now() - 24 * HOUR);
    await addPhotos(1);
    localStorage.setItem('accessToken', 'a1');
    localStorage.setItem('refreshToken', 'r1');
    getUser.mockResolvedValue(student(1));
    renderHook(useDraftsAtRest, { wrapper: fresh });
    await waitFor(() => expect(draftKeys()).toEqual([]));
    await waitFor(async () => expect(await photoNamespaces()).toEqual([]));
  });
});

describe('sweepStaleDrafts', () => {
  it('removes expired and unreadable drafts, and photos no live create draft refers to', async () => {
    const now = Date.now();
    store(createDraftKey(1), createState(1), now - 24 * HOUR); // expired, with photos
    store(createDraftKey(2), createState(2), now - HOUR); // live, with photos
    store(editDraftKey(2, 5), editState(2), now - 25 * HOUR); // expired edit
    store(editDraftKey(2, 6), editState(2), now - HOUR); // live edit
    store(createDraftKey(4), { nonsense: true }, now); // unreadable
    localStorage.setItem('jjinbbang:recent', '[]');
    await addPhotos(1);
    await addPhotos(2);
    await addPhotos(3); // orphan: user 3 has no draft
    await sweepStaleDrafts(now);
    expect(draftKeys()).toEqual([
      `jjinbbang:draft:${createDraftKey(2)}`,
      `jjinbbang:draft:${editDraftKey(2, 6)}`,
    ]);
    expect(localStorage.getItem('jjinbbang:recent')).toBe('[]');
    expect(await photoNamespaces()).toEqual([draftPhotoNamespace(2)]);
  });
});

describe('readDraftsInProgress', () => {
  it('lists the student’s live drafts by the wizard’s rules, newest first, and nobody else’s', () => {
    const now = Date.now();
    store(createDraftKey(1), createState(1, { lastStep: 'floor' }), now - 3 * HOUR);
    store(editDraftKey(1, 9), editState(1), now - HOUR);
    store(editDraftKey(1, 10), editState(1), now - 24 * HOUR); // expired
    store(createDraftKey(2), createState(2), now);
    expect(readDraftsInProgress(1, now)).toEqual([
      {
        key: editDraftKey(1, 9),
        mode: 'edit',
        place: '호빵빌',
        progress: null,
        savedAt: now - HOUR,
        href: '/review/9/update?reviewType=GENERAL',
      },
      {
        key: createDraftKey(1),
        mode: 'create',
        place: '찐빵하우스',
        progress: expect.objectContaining({ step: expect.any(Number), total: expect.any(Number) }),
        savedAt: now - 3 * HOUR,
        href: '/review/floor',
      },
    ]);
    // Reading removes nothing, not even the expired one (the sweep does).
    expect(draftKeys()).toHaveLength(4);
  });

  it('leaves out a create draft with nothing chosen yet, one of another owner and one the schema refuses', () => {
    store(createDraftKey(1), createState(1, { draft: emptyReviewDraft(), lastStep: 'type' }));
    expect(readDraftsInProgress(1)).toEqual([]);
    store(createDraftKey(1), createState(2));
    expect(readDraftsInProgress(1)).toEqual([]);
    store(createDraftKey(1), { ...createState(1), lastStep: 42, draft: 'x' });
    expect(readDraftsInProgress(1)).toEqual([]);
  });

  it('names a place without a name by its housing type, a dormitory by its name', () => {
    store(createDraftKey(1), createState(1, { draft: { ...emptyReviewDraft(), housingType: 'OFFICETEL' } }));
    expect(readDraftsInProgress(1)[0]?.place).toBe('오피스텔');
    store(
      createDraftKey(1),
      createState(1, { draft: { ...emptyReviewDraft(), housingType: 'DORMITORY', dormitoryName: '개척관' } }),
    );
    expect(readDraftsInProgress(1)[0]?.place).toBe('개척관');
  });
});

describe('discardDraft', () => {
  it('removes a create draft and its photos, and keeps the student’s edit drafts', async () => {
    store(createDraftKey(1), createState(1));
    store(editDraftKey(1, 9), editState(1));
    await addPhotos(1);
    await discardDraft(1, { key: createDraftKey(1), mode: 'create' });
    expect(draftKeys()).toEqual([`jjinbbang:draft:${editDraftKey(1, 9)}`]);
    expect(await photoNamespaces()).toEqual([]);
  });
});
