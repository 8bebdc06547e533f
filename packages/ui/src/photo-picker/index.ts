export type { PhotoPickerItem, PhotoPickerProps, PhotoPickerRefusal } from './PhotoPicker';
export { PhotoPicker } from './PhotoPicker';
