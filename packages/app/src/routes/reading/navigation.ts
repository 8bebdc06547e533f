import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../paths';

/** History back, or `fallback` when the page was opened directly (nothing to go back to). */
export function useGoBack(fallback: string = paths.home) {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

/** A positive integer route parameter, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
