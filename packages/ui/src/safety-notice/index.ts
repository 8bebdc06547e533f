export type { SafetyNoticeProps } from './SafetyNotice';
export { DEFAULT_SAFETY_NOTICE_ITEMS, SafetyNotice } from './SafetyNotice';
