export {
  DRAFT_DEBOUNCE_MS,
  DRAFT_MAX_AGE_MS,
  type DraftDiscardReason,
  type DraftLocation,
  type DraftSchema,
  type PersistentDraft,
  type PersistentDraftControls,
  type PersistentDraftOptions,
  removePersistentDrafts,
  usePersistentDraft,
} from './usePersistentDraft';
