export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { TermsAgreementProps, TermsItem } from './TermsAgreement';
export { DEFAULT_TERMS_ITEMS, isTermsComplete, TermsAgreement } from './TermsAgreement';
