export type { UniversityPickerProps } from './UniversityPicker';
export { UniversityPicker } from './UniversityPicker';
