// Where review drafts are kept: local storage keys and IndexedDB photo namespaces, per user. A module without the
// drafts' schemas, for code that only needs to know whether anything is stored.

/** Every review draft key (`review`, `review:{userId}…`) and every draft-photo namespace start with these. */
export const ALL_DRAFTS_KEY_PREFIX = 'review';
export const ALL_PHOTOS_NAMESPACE_PREFIX = 'review-draft';

/** `jjinbbang:draft:review:{userId}` — the create wizard's draft of one user. */
export const createDraftKey = (userId: number) => `review:${userId}`;
/** The edit wizard keeps its own draft per user and review, so an unfinished create draft is never overwritten. */
export const editDraftKey = (userId: number, reviewId: number) => `review:${userId}:edit:${reviewId}`;
/** Every draft key of a user starts here (`removePersistentDrafts` takes it). */
export const userDraftKeyPrefix = (userId: number) => `review:${userId}`;
/** decisions.md: draft photos live as Blobs in IndexedDB, one namespace per user; the draft keeps their ids. */
export const draftPhotoNamespace = (userId: number) => `review-draft:${userId}`;

/** Keys and namespaces used before drafts were kept per user: whose they were is unknown, so they go. */
export const LEGACY_DRAFT_KEYS = ['reviewDraft', 'reviewEditDraft'] as const;
export const LEGACY_PHOTO_NAMESPACE = 'review-draft';
