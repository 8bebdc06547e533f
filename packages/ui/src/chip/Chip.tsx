import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { createContext, use, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import './Chip.css';

/** Why a ChipGroup refused a selection. */
export type ChipRefusal =
  | { reason: 'max'; value: string; max: number }
  | { reason: 'blocked'; value: string; detail: string };

interface ChipGroupContextValue {
  type: 'single' | 'multiple';
  isSelected: (value: string) => boolean;
  toggle: (value: string) => void;
  tabStop: string | undefined;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
}

const ChipGroupContext = createContext<ChipGroupContextValue | null>(null);

export interface ChipProps extends Omit<React.ComponentProps<'button'>, 'value'> {
  /** 묶음 안에서 이 칩을 가리키는 값(개발용). 묶음이 고른 값으로 알려 줍니다. */
  value?: string;
  /** 묶음 밖에서 혼자 켜고 끄는 칩의 선택 상태(예: "사진 후기만"). */
  selected?: boolean;
  /** 혼자 쓰는 칩을 누를 때 새 선택 상태와 함께 불립니다. */
  onSelectedChange?: (selected: boolean) => void;
  /** 글자 앞 아이콘. */
  icon?: React.ReactNode;
  /** sm(32px, 필터 줄처럼 촘촘한 곳) · md(40px, 기본, 키워드 고르기). */
  size?: 'sm' | 'md';
  /** 칩의 글자. 짧게: "교통 편리", "월세". */
  children?: React.ReactNode;
  /** 고를 수 없는 칩. 흐리게 보입니다. */
  disabled?: boolean;
}

export function Chip({
  value,
  selected: selectedProp,
  onSelectedChange,
  icon,
  size = 'md',
  className,
  children,
  onClick,
  onKeyDown,
  type,
  disabled,
  ...props
}: ChipProps) {
  const group = use(ChipGroupContext);
  const inGroup = group !== null && value !== undefined;
  const selected = inGroup ? group.isSelected(value) : (selectedProp ?? false);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (inGroup) group.toggle(value);
    else onSelectedChange?.(!selected);
  };
  const handleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented && inGroup) group.onKeyDown(event);
  };

  const roleProps = inGroup
    ? {
        role: group.type === 'single' ? 'radio' : 'checkbox',
        'aria-checked': selected,
        tabIndex: group.type === 'single' ? (group.tabStop === value ? 0 : -1) : undefined,
      }
    : selectedProp !== undefined
      ? { 'aria-pressed': selected }
      : {};

  return (
    <button
      type={type ?? 'button'}
      disabled={disabled}
      data-component="Chip"
      data-slot="chip"
      data-value={value}
      data-size={size}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      className={cx('jb-Chip', className)}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...roleProps}
      {...props}
    >
      {icon && (
        <span className="jb-Chip-icon" data-slot="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}

interface ChipGroupBaseProps extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** 화면낭독기가 묶음을 부르는 이름. 예: "장점 키워드", "계약 형태". */
  label?: string;
  /** 고르면 안 되는 칩이면 그 이유를 돌려주는 규칙(개발용). 예: 반대 뜻의 키워드가 이미 골라졌을 때. */
  refuseSelect?: (value: string) => string | undefined;
  /** 고를 수 없는 칩을 눌렀을 때(최대 개수를 넘거나 규칙에 막힘) 불립니다. 화면은 안내 문구를 띄웁니다. */
  onRefuse?: (refusal: ChipRefusal) => void;
}

export interface ChipGroupSingleProps extends ChipGroupBaseProps {
  /** 'single': 하나만 고름(라디오처럼, 화살표 키로 이동하며 선택) · 'multiple'은 여러 개. */
  type: 'single';
  /** 고른 칩의 값(화면이 직접 정할 때). 없으면 null. */
  value?: string | null;
  /** 처음에 골라 둘 칩의 값. */
  defaultValue?: string | null;
  /** 고른 칩이 바뀔 때 새 값과 함께 불립니다. */
  onValueChange?: (value: string | null) => void;
  /** 켜면 고른 칩을 다시 눌러 선택을 풀 수 있습니다. */
  allowDeselect?: boolean;
}

export interface ChipGroupMultipleProps extends ChipGroupBaseProps {
  /** 'multiple': 여러 개를 고름(체크박스처럼, Space로 켜고 끔) · 'single'은 하나만. */
  type: 'multiple';
  /** 고른 칩들의 값(화면이 직접 정할 때). */
  value?: string[];
  /** 처음에 골라 둘 칩들의 값. */
  defaultValue?: string[];
  /** 고른 칩들이 바뀔 때 새 목록과 함께 불립니다. */
  onValueChange?: (value: string[]) => void;
  /** 최대로 고를 수 있는 개수. 넘게 누르면 선택되지 않고 안내가 뜹니다(후기 키워드는 5개). */
  max?: number;
}

export type ChipGroupProps = ChipGroupSingleProps | ChipGroupMultipleProps;

const ARROW_STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function ChipGroup(props: ChipGroupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    type,
    label,
    refuseSelect,
    onRefuse,
    className,
    children,
    value: _value,
    defaultValue: _defaultValue,
    onValueChange: _onValueChange,
    ...rest
  } = props;
  // `max` and `allowDeselect` belong to one variant each; they must not reach the DOM.
  const {
    max: _max,
    allowDeselect: _allowDeselect,
    ...divProps
  } = rest as typeof rest & {
    max?: number;
    allowDeselect?: boolean;
  };

  const [selected, setSelected] = useControllableState<string[]>({
    value:
      props.type === 'single'
        ? props.value === undefined
          ? undefined
          : props.value === null
            ? []
            : [props.value]
        : props.value,
    defaultValue:
      props.type === 'single' ? (props.defaultValue ? [props.defaultValue] : []) : (props.defaultValue ?? []),
    onChange: (next) => {
      if (props.type === 'single') props.onValueChange?.(next[0] ?? null);
      else props.onValueChange?.(next);
    },
  });

  const toggle = (value: string) => {
    const isOn = selected.includes(value);
    if (isOn) {
      if (props.type === 'single' && !props.allowDeselect) return;
      setSelected(selected.filter((v) => v !== value));
      return;
    }
    const blocked = refuseSelect?.(value);
    if (blocked) {
      onRefuse?.({ reason: 'blocked', value, detail: blocked });
      return;
    }
    if (props.type === 'single') {
      setSelected([value]);
      return;
    }
    if (props.max !== undefined && selected.length >= props.max) {
      onRefuse?.({ reason: 'max', value, max: props.max });
      return;
    }
    setSelected([...selected, value]);
  };

  const enabledChips = () =>
    Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-slot="chip"]:not(:disabled)') ?? []);

  // Radio semantics: arrows move focus and select, like a native radio group.
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (type !== 'single') return;
    const step = ARROW_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const chips = enabledChips();
    const index = chips.indexOf(event.currentTarget);
    const next = chips[(index + step + chips.length) % chips.length];
    if (!next) return;
    next.focus();
    const nextValue = next.dataset.value;
    if (nextValue !== undefined && !selected.includes(nextValue)) toggle(nextValue);
  };

  // The tab stop of a radio group is the checked chip, else the first enabled one. Read from the DOM so
  // chips may sit inside fragments or wrappers, and so a disabled or missing checked chip never traps focus.
  const [tabStop, setTabStop] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (type !== 'single') return;
    const values = enabledChips().map((chip) => chip.dataset.value);
    const checked = selected[0];
    const next = checked !== undefined && values.includes(checked) ? checked : values[0];
    setTabStop((prev) => (prev === next ? prev : next));
  });

  return (
    <ChipGroupContext value={{ type, isSelected: (v) => selected.includes(v), toggle, tabStop, onKeyDown }}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both roles (radiogroup, group) take a name */}
      <div
        ref={ref}
        role={type === 'single' ? 'radiogroup' : 'group'}
        aria-label={label}
        data-component="ChipGroup"
        data-type={type}
        data-full={
          (props.type === 'multiple' && props.max !== undefined && selected.length >= props.max) || undefined
        }
        className={cx('jb-ChipGroup', className)}
        {...divProps}
      >
        {children}
      </div>
    </ChipGroupContext>
  );
}
