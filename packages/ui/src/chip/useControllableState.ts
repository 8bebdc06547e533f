import { useCallback, useRef, useState } from 'react';

/**
 * Internal to the ui package (not exported): one state for components that are either controlled (`value`)
 * or uncontrolled (`defaultValue`). While controlled the prop stays the truth; `onChange` is the request.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef({ controlled, onChange });
  latest.current = { controlled, onChange };
  const set = useCallback((next: T) => {
    if (!latest.current.controlled) setInner(next);
    latest.current.onChange?.(next);
  }, []);
  return [current, set];
}
