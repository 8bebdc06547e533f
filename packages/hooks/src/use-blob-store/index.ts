export {
  BLOB_LOST_MESSAGE,
  type BlobStore,
  type BlobStoreEntry,
  type BlobStoreFailure,
  type BlobStoreOptions,
  DEFAULT_BLOB_DB_NAME,
  deleteBlobNamespace,
  listBlobNamespaces,
  useBlobStore,
} from './useBlobStore';
