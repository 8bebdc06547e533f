export type { PortalProviderProps } from './PortalProvider';
export { PortalProvider, usePortalContainer } from './PortalProvider';
