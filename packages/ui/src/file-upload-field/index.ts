export type { FileUploadFieldProps, FileUploadNotice } from './FileUploadField';
export { DEFAULT_FILE_UPLOAD_NOTICE, FileUploadField, formatFileSize } from './FileUploadField';
