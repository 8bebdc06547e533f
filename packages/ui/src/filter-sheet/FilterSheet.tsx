import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button } from '../button';
import { cx } from '../internal/cx';
import { MAP_FILTER_TITLES, type MapFilterKind } from './kinds';
import './FilterSheet.css';

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
  /** 어떤 필터인지. 제목을 정합니다: 찐빵 유형 · 보기 유형 · 대학교 · 계약 형태 · 찐 후기 필터. */
  kind?: MapFilterKind;
  /** 제목을 직접 정할 때(예: 관심목록의 "정렬"). */
  title?: React.ReactNode;
  /** 제목 아래 도움말. 예: "최대 5개까지 고를 수 있어요." */
  description?: React.ReactNode;
  /** 지금 적용된 값. 시트를 열 때마다 이 값에서 시작합니다. */
  value: T;
  /** 적용하기를 누르면 고른 값과 함께 불립니다. 그 뒤 시트가 닫힙니다. */
  onApply: (value: T) => void;
  /** 초기화를 누르면 돌아갈 값(보통 "전체"). */
  resetValue: T;
  /** 고른 값이 적용된 값과 같은지 판단하는 규칙(개발용). 같으면 적용하기 버튼이 꺼져 있습니다. */
  isEqual?: (a: T, b: T) => boolean;
  /** 열린 상태(화면이 직접 정할 때). */
  open?: boolean;
  /** 처음부터 열어 둘지. */
  defaultOpen?: boolean;
  /** 열리거나 닫힐 때 새 상태와 함께 불립니다. */
  onOpenChange?: (open: boolean) => void;
  /** 누르면 시트를 여는 버튼(보통 필터 줄의 버튼). */
  trigger?: React.ReactElement;
  /** 시트를 그릴 요소(개발용). 비워 두면 PortalProvider가 정한 곳, 없으면 문서 본문. */
  container?: HTMLElement | null;
  /** 초기화 버튼의 글자. 기본 "초기화". */
  resetLabel?: string;
  /** 적용 버튼의 글자. 기본 "적용하기"(관심목록 정렬은 "확인"). */
  applyLabel?: string;
  /** 고를 수 있는 항목들(라디오, 체크박스, 칩, 슬라이더). */
  children: React.ReactNode | ((draft: FilterSheetDraft<T>) => React.ReactNode);
  /** 시트에 붙일 클래스(개발용). */
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
