export type { InitialConsonant } from './initialConsonant';
export { INITIAL_CONSONANTS, initialConsonantOf } from './initialConsonant';
export type { UniversityPickerProps } from './UniversityPicker';
export { UniversityPicker } from './UniversityPicker';
