export type { SettingsRowProps } from './SettingsRow';
export { SettingsRow } from './SettingsRow';
