import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { links } from '../routes';

/** History back, or `fallback` when the page was opened directly (nothing to go back to). */
export function useGoBack(fallback: string = links.home()) {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
