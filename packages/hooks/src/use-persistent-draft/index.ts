export {
  DRAFT_DEBOUNCE_MS,
  DRAFT_MAX_AGE_MS,
  type DraftDiscardReason,
  type DraftSchema,
  type PersistentDraft,
  type PersistentDraftControls,
  type PersistentDraftOptions,
  usePersistentDraft,
} from './usePersistentDraft';
