export type { NumericMode } from './numericInput';
export { formatThousandsInput, parseNumericInput, sanitizeNumericInput } from './numericInput';
export type { TextAreaProps, TextFieldProps } from './TextField';
export { TextArea, TextField } from './TextField';
