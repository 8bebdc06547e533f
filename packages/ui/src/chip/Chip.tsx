import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { createContext, use, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';

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
  /** Identifies the chip inside a ChipGroup. */
  value?: string;
  /** Standalone toggle chip (outside a group): controlled selected state, announced with aria-pressed. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** Leading icon. */
  icon?: React.ReactNode;
  size?: 'sm' | 'md';
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
  /** Accessible name of the group (e.g. "장점 키워드"). Use this or aria-labelledby. */
  label?: string;
  /** Return a reason to refuse selecting `value` (e.g. its opposite is chosen on the other side). */
  refuseSelect?: (value: string) => string | undefined;
  /** Called instead of changing the value when a selection is refused. */
  onRefuse?: (refusal: ChipRefusal) => void;
}

export interface ChipGroupSingleProps extends ChipGroupBaseProps {
  type: 'single';
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Pressing the selected chip again clears the choice. */
  allowDeselect?: boolean;
}

export interface ChipGroupMultipleProps extends ChipGroupBaseProps {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** At most this many chips; one more is refused with `{ reason: 'max' }`. */
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
