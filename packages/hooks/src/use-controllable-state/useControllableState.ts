import { type SetStateAction, useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** Controlled value; the component is controlled while this is not `undefined`. */
  value?: T | undefined;
  /** Starting value when uncontrolled. */
  defaultValue: T | (() => T);
  /** Called with the next value whenever it changes (controlled or not), never for an unchanged value. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State for a component that is either controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`), behind one `[value, setValue]` pair — the `value` / `defaultValue` /
 * `onValueChange` convention of the ui package.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [value: T, setValue: (next: SetStateAction<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;

  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const setValue = useCallback((next: SetStateAction<T>) => {
    const { current: prev, controlled: isControlled, onChange: notify } = latest.current;
    const resolved = typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
    if (Object.is(resolved, prev)) return;
    if (!isControlled) {
      // Several calls in one event each build on the previous one, as with useState. Controlled values
      // are not chained: the owner may refuse a change, and the prop stays the truth.
      latest.current = { ...latest.current, current: resolved };
      setUncontrolled(() => resolved);
    }
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
