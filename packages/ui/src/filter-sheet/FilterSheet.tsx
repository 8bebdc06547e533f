import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button } from '../button';
import { cx } from '../internal/cx';
import { MAP_FILTER_TITLES, type MapFilterKind } from './kinds';

/** What the sheet's content edits: a draft that only becomes the applied value on confirm. */
export interface FilterSheetDraft<T> {
  value: T;
  setValue: (next: T | ((previous: T) => T)) => void;
  /** Restores the `resetValue` (the 초기화 button does this). */
  reset: () => void;
  /** True when the draft differs from the applied value, i.e. confirm is enabled. */
  changed: boolean;
}

const FilterSheetContext = React.createContext<FilterSheetDraft<unknown> | null>(null);

/** The draft of the nearest FilterSheet, for option controls rendered inside it. */
export function useFilterSheetDraft<T>(): FilterSheetDraft<T> {
  const context = React.useContext(FilterSheetContext);
  if (!context) throw new Error('useFilterSheetDraft must be used inside FilterSheet');
  return context as FilterSheetDraft<T>;
}

/** Structural equality for plain filter data (primitives, arrays, plain objects). */
export function isFilterValueEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isFilterValueEqual(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  if (keys.length !== Object.keys(bRecord).length) return false;
  return keys.every((key) => Object.hasOwn(bRecord, key) && isFilterValueEqual(aRecord[key], bRecord[key]));
}

export interface FilterSheetProps<T> {
  /** Picks the title from `MAP_FILTER_TITLES`. */
  kind?: MapFilterKind;
  /** Overrides the title chosen by `kind`. */
  title?: React.ReactNode;
  /** Optional help text under the title. */
  description?: React.ReactNode;
  /** The applied value; every opening starts a draft from it. */
  value: T;
  /** Called with the draft on confirm; the sheet then closes. */
  onApply: (value: T) => void;
  /** What 초기화 sets the draft to. */
  resetValue: T;
  /** Decides whether the draft differs from the applied value. Structural equality by default. */
  isEqual?: (a: T, b: T) => boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet (rendered as the trigger itself). */
  trigger?: React.ReactElement;
  /** Element the sheet is portalled into (a story's root, a screen's overlay layer); document.body by default. */
  container?: HTMLElement | null;
  resetLabel?: string;
  /** Confirm button text: 적용하기 by default; the bookmark sheet uses 확인. */
  applyLabel?: string;
  /** Option controls. A function receives the draft; otherwise use `useFilterSheetDraft()`. */
  children: React.ReactNode | ((draft: FilterSheetDraft<T>) => React.ReactNode);
  className?: string;
}

export function FilterSheet<T>({
  kind,
  title,
  description,
  value,
  onApply,
  resetValue,
  isEqual = isFilterValueEqual,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
  resetLabel = '초기화',
  applyLabel = '적용하기',
  children,
  className,
}: FilterSheetProps<T>) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [draft, setDraft] = React.useState<T>(value);
  const [wasOpen, setWasOpen] = React.useState(open);

  // spec 002 §4: closing without confirming restores the applied values, so each opening starts afresh.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  // spec 002 §4: confirm is enabled only when the selection differs from the applied one.
  const changed = !isEqual(draft, value);
  const draftApi = React.useMemo<FilterSheetDraft<T>>(
    () => ({ value: draft, setValue: setDraft, reset: () => setDraft(resetValue), changed }),
    [draft, resetValue, changed],
  );

  const heading = title ?? (kind ? MAP_FILTER_TITLES[kind] : undefined);

  return (
    <BottomSheet.Root open={open} onOpenChange={setOpen} duration="normal" container={container}>
      {trigger && <BottomSheet.Trigger asChild>{trigger}</BottomSheet.Trigger>}
      <BottomSheet.Content
        data-variant="filter"
        data-kind={kind}
        data-changed={changed || undefined}
        className={cx('jb-FilterSheet', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <BottomSheet.Handle />
        <BottomSheet.Title>{heading}</BottomSheet.Title>
        {description && <BottomSheet.Description>{description}</BottomSheet.Description>}
        <BottomSheet.Body className="jb-FilterSheet-body">
          <FilterSheetContext.Provider value={draftApi as FilterSheetDraft<unknown>}>
            {typeof children === 'function' ? children(draftApi) : children}
          </FilterSheetContext.Provider>
        </BottomSheet.Body>
        <BottomSheet.Footer className="jb-FilterSheet-footer">
          <Button variant="secondary" size="lg" data-slot="reset" onClick={draftApi.reset}>
            {resetLabel}
          </Button>
          <Button
            size="lg"
            data-slot="apply"
            disabled={!changed}
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            {applyLabel}
          </Button>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
