import { createProgress, HOUSING_TYPE_LABELS, type ReviewDraft } from '@jjinbbang/domain';
import {
  deleteBlobNamespace,
  listBlobNamespaces,
  listPersistentDrafts,
  type PersistentDraft,
  readPersistentDraft,
  removePersistentDraft,
  removePersistentDrafts,
  usePersistentDraft,
} from '@jjinbbang/hooks';
import { wizardLinks } from '..';
import {
  ALL_DRAFTS_KEY_PREFIX,
  ALL_PHOTOS_NAMESPACE_PREFIX,
  type CreateWizardState,
  createDraftKey,
  createWizardStateSchema,
  draftPhotoNamespace,
  editWizardStateSchema,
  LEGACY_DRAFT_KEYS,
  LEGACY_PHOTO_NAMESPACE,
  ownedBy,
  userDraftKeyPrefix,
} from './draft-state';

/** Drafts stored before they were kept per user cannot be given to anyone: they are deleted. */
export function removeLegacyDrafts(): Promise<unknown> {
  for (const key of LEGACY_DRAFT_KEYS) removePersistentDrafts(key);
  return deleteBlobNamespace(LEGACY_PHOTO_NAMESPACE);
}

/**
 * A user's review drafts (create and edit) and their photos go when the user logs out or leaves, so
 * the next student on this browser starts clean. When the user is not known any more, every draft of this
 * browser goes. Never throws.
 */
export async function clearUserDrafts(userId: number | null | undefined): Promise<void> {
  if (userId) {
    removePersistentDrafts(userDraftKeyPrefix(userId));
    await deleteBlobNamespace(draftPhotoNamespace(userId));
  } else {
    removePersistentDrafts(ALL_DRAFTS_KEY_PREFIX);
    await deleteBlobNamespace(ALL_PHOTOS_NAMESPACE_PREFIX, { prefix: true });
  }
  await removeLegacyDrafts();
}

/**
 * The student's create draft, kept in local storage. A stored draft that is thrown away instead of restored
 * (expired after 24 hours, corrupt, or no longer valid) takes its photos with it: they live in IndexedDB under the
 * student's namespace and nothing else refers to them.
 */
export function useCreateDraft(
  userId: number,
  initial: () => CreateWizardState,
): PersistentDraft<CreateWizardState> {
  return usePersistentDraft(createDraftKey(userId), initial, {
    schema: createWizardStateSchema,
    onDiscard: () => {
      void deleteBlobNamespace(draftPhotoNamespace(userId));
    },
  });
}

/** A review draft in progress, as my page lists it: enough to name it, resume it and discard it. */
export interface DraftInProgress {
  /** The draft's storage key (`review:{userId}` or `review:{userId}:edit:{reviewId}`). */
  key: string;
  mode: 'create' | 'edit';
  /** The place's name as typed or picked, or the housing type while there is none yet. */
  place: string;
  /** Where the create wizard stands (step n of total); null for an edit. */
  progress: { step: number; total: number } | null;
  /** Epoch ms of the last save. */
  savedAt: number;
  /** Where the wizard picks the draft up. */
  href: string;
}

function placeOf(draft: ReviewDraft): string {
  const name =
    draft.housingType === 'DORMITORY'
      ? draft.dormitoryName || draft.university
      : draft.detailedAddress || draft.address;
  return name.trim() || (draft.housingType ? HOUSING_TYPE_LABELS[draft.housingType] : '');
}

const EDIT_KEY = /^review:(\d+):edit:(\d+)$/;

/**
 * The student's drafts in progress, read from local storage by the wizard's own rules (the same schemas, 24 hours),
 * without mounting the wizard: a create draft once a housing type is chosen, and every edit draft. Newest first.
 */
export function readDraftsInProgress(userId: number, now = Date.now()): DraftInProgress[] {
  const found: DraftInProgress[] = [];
  for (const key of listPersistentDrafts(userDraftKeyPrefix(userId))) {
    if (key === createDraftKey(userId)) {
      const read = readPersistentDraft(key, { schema: createWizardStateSchema, now });
      if (read.kind !== 'restored') continue;
      const state = ownedBy(read.value, userId);
      if (!state?.draft.housingType) continue;
      found.push({
        key,
        mode: 'create',
        place: placeOf(state.draft),
        progress: createProgress(state.lastStep, state.draft),
        savedAt: read.savedAt,
        href: wizardLinks.createStep(state.lastStep),
      });
      continue;
    }
    const match = EDIT_KEY.exec(key);
    if (!match || Number(match[1]) !== userId) continue;
    const read = readPersistentDraft(key, { schema: editWizardStateSchema, now });
    if (read.kind !== 'restored') continue;
    const state = ownedBy(read.value, userId);
    if (!state) continue;
    found.push({
      key,
      mode: 'edit',
      place: placeOf(state.draft),
      progress: null,
      savedAt: read.savedAt,
      href: wizardLinks.editReview(Number(match[2]), state.kind),
    });
  }
  return found.sort((a, b) => b.savedAt - a.savedAt);
}

/** "삭제" on my page: the draft goes, and a create draft's photos with it. Never throws. */
export async function discardDraft(
  userId: number,
  draft: Pick<DraftInProgress, 'key' | 'mode'>,
): Promise<void> {
  removePersistentDraft(draft.key);
  if (draft.mode === 'create') await deleteBlobNamespace(draftPhotoNamespace(userId));
}

const ownerOfKey = (key: string) => /^review:(\d+)(?::|$)/.exec(key)?.[1] ?? null;
const ownerOfNamespace = (namespace: string) => /^review-draft:(\d+)$/.exec(namespace)?.[1] ?? null;

/**
 * Signed in as `userId` (or nobody, `null`): every other student's drafts and draft photos leave this browser. A
 * session that ends without a logout, or another student signing in, leaves nothing of the previous one behind.
 */
export async function keepOnlyDraftsOf(userId: number | null): Promise<void> {
  if (userId === null) return clearUserDrafts(null);
  const mine = String(userId);
  for (const key of listPersistentDrafts(ALL_DRAFTS_KEY_PREFIX)) {
    if (ownerOfKey(key) !== mine) removePersistentDraft(key);
  }
  for (const namespace of await listBlobNamespaces(ALL_PHOTOS_NAMESPACE_PREFIX)) {
    if (ownerOfNamespace(namespace) !== mine) await deleteBlobNamespace(namespace);
  }
  await removeLegacyDrafts();
}

/**
 * Once per app start: drafts past their 24 hours (or unreadable) go with their photos, and photos whose student has
 * no create draft left go too — without waiting for the wizard to be opened. Never throws.
 */
export async function sweepStaleDrafts(now = Date.now()): Promise<void> {
  const liveOwners = new Set<string>();
  for (const key of listPersistentDrafts(ALL_DRAFTS_KEY_PREFIX)) {
    const owner = ownerOfKey(key);
    const isCreate = owner !== null && key === createDraftKey(Number(owner));
    const read = isCreate
      ? readPersistentDraft(key, { schema: createWizardStateSchema, now })
      : readPersistentDraft(key, { schema: editWizardStateSchema, now });
    if (read.kind !== 'restored') removePersistentDraft(key);
    else if (isCreate) liveOwners.add(owner);
  }
  for (const namespace of await listBlobNamespaces(ALL_PHOTOS_NAMESPACE_PREFIX)) {
    const owner = ownerOfNamespace(namespace);
    if (owner === null || !liveOwners.has(owner)) await deleteBlobNamespace(namespace);
  }
}
