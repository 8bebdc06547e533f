export {
  createStorageKey,
  DEFAULT_STORAGE_NAMESPACE,
  getLocalStorage,
  getSessionStorage,
  isQuotaExceededError,
  type KeyValueStorage,
  type StorageFailure,
  type StorageFailureKind,
} from './storage';
