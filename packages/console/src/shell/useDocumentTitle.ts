import { useEffect } from 'react';

/** "신고 · 찐빵 운영": the browser tab and history name the page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · 찐빵 운영`;
  }, [title]);
}
