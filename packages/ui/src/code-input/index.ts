export type { CodeInputProps } from './CodeInput';
export { CodeInput } from './CodeInput';
