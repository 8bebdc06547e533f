import * as React from 'react';

const PortalContainerContext = React.createContext<HTMLElement | null>(null);

export interface PortalProviderProps {
  /**
   * 시트·모달·토스트가 그려질 요소. 비워 두면 문서 본문(body)에 그려집니다. 앱의 가운데 480px 기둥이나
   * Storybook 미리보기 틀처럼 화면의 일부 안에 겹침 요소를 가두고 싶을 때 지정합니다.
   */
  container?: HTMLElement | null;
  children?: React.ReactNode;
}

/**
 * Where the overlays inside it render (BottomSheet and the sheets built on it, Modal, AlertDialog, the toasts,
 * FileUploadField's notice). Without a provider they render into document.body, as before. A component's own
 * `container` prop still wins.
 */
export function PortalProvider({ container = null, children }: PortalProviderProps) {
  return <PortalContainerContext value={container}>{children}</PortalContainerContext>;
}

/** The container overlays portal into: the given one, else the nearest PortalProvider's, else undefined (body). */
export function usePortalContainer(container?: HTMLElement | null): HTMLElement | undefined {
  const provided = React.useContext(PortalContainerContext);
  return container ?? provided ?? undefined;
}
