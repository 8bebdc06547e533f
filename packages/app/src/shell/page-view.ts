import { useEffect } from 'react';
import { useLocation } from 'wouter';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

// spec 000 §7: a page-view analytics event on every route change. Events go to the standard
// `window.dataLayer` queue; a tag manager configured by the deployer picks them up, nothing is sent otherwise.
export function usePageViewEvents() {
  const [location] = useLocation();
  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_view', page_path: location, page_title: document.title });
  }, [location]);
}
