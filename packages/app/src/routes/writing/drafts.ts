import {
  deleteBlobNamespace,
  type PersistentDraft,
  removePersistentDrafts,
  usePersistentDraft,
} from '@jjinbbang/hooks';
import {
  ALL_DRAFTS_KEY_PREFIX,
  ALL_PHOTOS_NAMESPACE_PREFIX,
  type CreateWizardState,
  createDraftKey,
  createWizardStateSchema,
  draftPhotoNamespace,
  LEGACY_DRAFT_KEYS,
  LEGACY_PHOTO_NAMESPACE,
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
