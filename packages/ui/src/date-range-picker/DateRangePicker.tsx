import { useControllableState } from '@jjinbbang/hooks';
import * as Dialog from '@radix-ui/react-dialog';
import * as React from 'react';
import { IconButton } from '../button';
import { BackIcon, CalendarIcon, ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';
import {
  addDays,
  addMonths,
  clampDate,
  formatLong,
  formatShort,
  monthsBetween,
  monthWeeks,
  ordered,
  startOfMonth,
  todayIso,
  weekday,
} from './dates';
import './DateRangePicker.css';

/** A range of whole days, both ends included, as ISO dates ("2026-11-29"). */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePreset {
  /** 단추의 글자. 예: "최근 7일". */
  label: string;
  /** 오늘(ISO)에서 기간을 만듭니다. */
  range: (today: string) => DateRange;
}

/** 오늘 · 최근 7일 · 최근 30일 (today included). */
export const DEFAULT_DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  { label: '오늘', range: (today) => ({ start: today, end: today }) },
  { label: '최근 7일', range: (today) => ({ start: addDays(today, -6), end: today }) },
  { label: '최근 30일', range: (today) => ({ start: addDays(today, -29), end: today }) },
];

export interface DateRangePickerLabels {
  /** 달력 창의 이름. */
  dialog: string;
  /** 빠른 선택 단추 묶음의 이름. */
  presets: string;
  previousMonth: string;
  nextMonth: string;
  /** 첫 날을 고르라는 안내. */
  chooseStart: string;
  /** 끝 날을 고르라는 안내(첫 날을 고른 뒤). */
  chooseEnd: (start: string) => string;
  clear: string;
  close: string;
  /** 요일 머리글(일요일부터). */
  weekdays: readonly string[];
  /** 요일의 긴 이름(일요일부터, 화면낭독기). */
  weekdaysLong: readonly string[];
  /** 달 제목. 예: "2026년 11월". */
  month: (year: number, month: number) => string;
  /** 날짜 단추의 이름. 예: "2026년 11월 3일 화요일". */
  day: (iso: string) => string;
  /** 기간의 시작·끝에 붙는 말. */
  rangeStart: string;
  rangeEnd: string;
  /** 닫힌 칸에 보일 기간. 예: "2026.11.01 – 2026.11.29". */
  value: (range: DateRange) => string;
}

export const DEFAULT_DATE_RANGE_PICKER_LABELS: DateRangePickerLabels = {
  dialog: '기간 고르기',
  presets: '빠른 선택',
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  chooseStart: '시작하는 날을 고르세요.',
  chooseEnd: (start) => `${formatLong(start)}부터. 끝나는 날을 고르세요.`,
  clear: '지우기',
  close: '닫기',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  weekdaysLong: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
  month: (year, month) => `${year}년 ${month}월`,
  day: formatLong,
  rangeStart: '시작일',
  rangeEnd: '종료일',
  value: ({ start, end }) =>
    start === end ? formatShort(start) : `${formatShort(start)} – ${formatShort(end)}`,
};

export interface DateRangePickerProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> {
  /** 칸의 이름. 기본 "기간". */
  label?: string;
  /** 이름을 눈에는 숨기고 화면낭독기에만 읽힙니다. */
  hideLabel?: boolean;
  /** 고른 기간(화면이 직접 정할 때). null은 고르지 않음. */
  value?: DateRange | null;
  /** 처음 기간. */
  defaultValue?: DateRange | null;
  /** 기간을 다 고르거나 빠른 선택을 누르거나 지우면 불립니다(지우면 null). */
  onValueChange?: (range: DateRange | null) => void;
  /** 고르기 전에 보이는 글. 기본 "기간을 골라 주세요". */
  placeholder?: string;
  /** 고를 수 있는 첫 날(ISO). */
  min?: string;
  /** 고를 수 있는 마지막 날(ISO). 지난 기록을 볼 때는 오늘. */
  max?: string;
  /** 오늘(ISO). 비우면 보는 사람의 달력으로 오늘. 빠른 선택의 기준이고 달력에 표시됩니다. */
  today?: string;
  /** 빠른 선택 단추들. 기본 오늘 · 최근 7일 · 최근 30일. 빈 배열이면 숨깁니다. */
  presets?: readonly DateRangePreset[];
  /** 한 번에 보일 달 수. 기본 2(데스크톱). */
  months?: 1 | 2;
  /** "지우기" 단추를 둘지. 기본 켜짐. */
  clearable?: boolean;
  /** 고를 수 없는 상태. */
  disabled?: boolean;
  /** sm(36px, 도구 줄) · md(48px, 기본, 폼). */
  size?: 'sm' | 'md';
  /** 고정 글자들(일부만 바꿔도 됩니다). */
  labels?: Partial<DateRangePickerLabels>;
}

/** A month arrow past the bounds says so but keeps its focus (disabling the focused button would drop it). */
const monthButton = (limit: boolean, onClick: () => void) =>
  limit ? { 'aria-disabled': true as const, 'data-limit': '' } : { onClick };

const sameRange = (a: DateRange | null | undefined, b: DateRange | null | undefined) =>
  a?.start === b?.start && a?.end === b?.end;

/**
 * Picks a start and an end day on a calendar grid (the WAI-ARIA date picker dialog pattern: arrows move by day
 * and week, Page Up/Down by month, Shift+Page Up/Down by year, Home/End to the week's ends), or with a preset.
 * The calendar is a non-modal dialog drawn in place under the field, so the kit needs no positioning engine.
 */
export function DateRangePicker({
  label = '기간',
  hideLabel = false,
  value,
  defaultValue = null,
  onValueChange,
  placeholder = '기간을 골라 주세요',
  min,
  max,
  today: todayProp,
  presets = DEFAULT_DATE_RANGE_PRESETS,
  months = 2,
  clearable = true,
  disabled = false,
  size = 'md',
  labels: labelOverrides,
  className,
  ...props
}: DateRangePickerProps) {
  const labels = { ...DEFAULT_DATE_RANGE_PICKER_LABELS, ...labelOverrides };
  const [range, setRange] = useControllableState<DateRange | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const today = todayProp ?? todayIso();
  const [open, setOpen] = React.useState(false);
  // The first day picked, waiting for the second.
  const [anchor, setAnchor] = React.useState<string | null>(null);
  const [hovered, setHovered] = React.useState<string | null>(null);
  const [focused, setFocused] = React.useState(() => clampDate(range?.start ?? today, min, max));
  const [firstMonth, setFirstMonth] = React.useState(() => startOfMonth(focused));
  const dayRefs = React.useRef(new Map<string, HTMLButtonElement>());
  const labelId = React.useId();
  const valueId = React.useId();
  const statusId = React.useId();
  // The calendar hangs from the field's left end, or from its right end when it would run past the window's.
  // Measured once as it mounts (it mounts on every opening), so nothing listens to the window.
  const alignPanel = React.useCallback((panel: HTMLDivElement | null) => {
    if (panel && panel.getBoundingClientRect().right > document.documentElement.clientWidth)
      panel.dataset.align = 'end';
  }, []);

  // Focus moves after the render that shows the day (it may be in a month not drawn yet).
  const requestFocus = React.useRef<string | null>(null);
  const visibleMonths = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));
  const lastMonth = visibleMonths[visibleMonths.length - 1] as string;

  /** Moves the focus to a day, turning the calendar when the day is in a month not shown. */
  const show = (date: string) => {
    const target = clampDate(date, min, max);
    setFocused(target);
    if (target < firstMonth) setFirstMonth(startOfMonth(target));
    else if (monthsBetween(lastMonth, target) > 0)
      setFirstMonth(startOfMonth(addMonths(target, -(months - 1))));
    requestFocus.current = target;
  };
  React.useLayoutEffect(() => {
    const date = requestFocus.current;
    if (!date) return;
    requestFocus.current = null;
    dayRefs.current.get(date)?.focus();
  });

  const turnMonth = (delta: number) => {
    setFirstMonth(addMonths(firstMonth, delta));
    setFocused(clampDate(addMonths(focused, delta), min, max));
  };
  // One tab stop in the calendars: the focused day, or the first shown day when bounds keep it out of view.
  const tabStop =
    focused >= firstMonth && monthsBetween(lastMonth, focused) <= 0
      ? focused
      : clampDate(firstMonth, min, max);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setAnchor(null);
    setHovered(null);
    if (next) {
      const start = clampDate(range?.start ?? today, min, max);
      setFocused(start);
      // Two months from the start's; when the next month is past the last day that can be chosen (looking back
      // from today), the month before instead.
      const month = startOfMonth(start);
      setFirstMonth(months === 2 && max && addMonths(month, 1) > max ? addMonths(month, -1) : month);
    }
  };

  const commit = (next: DateRange | null) => {
    setRange(next);
    onOpenChange(false);
  };

  const choose = (date: string) => {
    if (!anchor) {
      setAnchor(date);
      return;
    }
    const [start, end] = ordered(anchor, date);
    commit({ start, end });
  };

  const outOfBounds = (date: string) => Boolean((min && date < min) || (max && date > max));
  // While choosing the end, the range follows the pointer or the focused day.
  const preview = anchor ? ordered(anchor, hovered ?? focused) : range ? [range.start, range.end] : null;

  const onDayKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, date: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageUp: () => addMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    show(move());
  };

  const status = anchor ? labels.chooseEnd(anchor) : labels.chooseStart;

  return (
    <div
      data-component="DateRangePicker"
      data-size={size}
      data-disabled={disabled || undefined}
      className={cx('jb-DateRangePicker', className)}
      {...props}
    >
      <span id={labelId} className={hideLabel ? 'jb-visually-hidden' : 'jb-DateRangePicker-label'}>
        {label}
      </span>
      <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <Dialog.Trigger asChild>
          <button
            type="button"
            className="jb-DateRangePicker-trigger"
            data-slot="trigger"
            data-empty={!range || undefined}
            aria-labelledby={`${labelId} ${valueId}`}
            disabled={disabled}
          >
            <CalendarIcon size={18} className="jb-DateRangePicker-icon" />
            <span id={valueId}>{range ? labels.value(range) : placeholder}</span>
          </button>
        </Dialog.Trigger>
        <Dialog.Content
          ref={alignPanel}
          className="jb-DateRangePicker-popover"
          data-slot="popover"
          data-months={months}
          aria-label={labels.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            dayRefs.current.get(tabStop)?.focus();
          }}
        >
          {presets.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
            <div className="jb-DateRangePicker-presets" role="group" aria-label={labels.presets}>
              {presets.map((preset) => {
                const presetRange = preset.range(today);
                return (
                  <button
                    key={preset.label}
                    type="button"
                    className="jb-DateRangePicker-preset"
                    aria-pressed={sameRange(range, presetRange)}
                    onClick={() => commit(presetRange)}
                  >
                    {preset.label}
                  </button>
                );
              })}
            </div>
          )}
          <div className="jb-DateRangePicker-calendars">
            <div className="jb-DateRangePicker-nav">
              <IconButton
                size="sm"
                label={labels.previousMonth}
                icon={<BackIcon />}
                {...monthButton(Boolean(min && firstMonth <= min), () => turnMonth(-1))}
              />
              <IconButton
                size="sm"
                label={labels.nextMonth}
                icon={<ChevronRightIcon />}
                {...monthButton(Boolean(max && addMonths(firstMonth, months) > max), () => turnMonth(1))}
              />
            </div>
            <div className="jb-DateRangePicker-months">
              {visibleMonths.map((month) => {
                const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
                const headingId = `${labelId}-${month}`;
                return (
                  <div key={month} className="jb-DateRangePicker-month">
                    <h2 id={headingId} className="jb-DateRangePicker-monthTitle" aria-live="polite">
                      {labels.month(year, monthNumber)}
                    </h2>
                    {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid is a table of days */}
                    <table role="grid" aria-labelledby={headingId} className="jb-DateRangePicker-grid">
                      <thead>
                        <tr>
                          {labels.weekdays.map((day, i) => (
                            <th key={day} scope="col" abbr={labels.weekdaysLong[i]} data-weekday={i}>
                              {day}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {monthWeeks(month).map((week) => (
                          <tr key={week.find(Boolean)}>
                            {week.map((date, i) => {
                              // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell's place in its week is its identity
                              if (!date) return <td key={`empty-${i}`} />;
                              const inRange = preview !== null && date >= preview[0] && date <= preview[1];
                              const isStart = preview?.[0] === date;
                              const isEnd = preview?.[1] === date;
                              const blocked = outOfBounds(date);
                              const chosen = !anchor && inRange;
                              return (
                                // A grid cell holding the day's button, which takes the focus (WAI-ARIA date picker).
                                // biome-ignore lint/a11y/useFocusableInteractive: the button inside is focusable
                                <td
                                  key={date}
                                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day cell of the grid
                                  role="gridcell"
                                  aria-selected={chosen || undefined}
                                  data-in-range={inRange || undefined}
                                  data-start={isStart || undefined}
                                  data-end={isEnd || undefined}
                                  className="jb-DateRangePicker-cell"
                                >
                                  <button
                                    type="button"
                                    ref={(node) => {
                                      if (node) dayRefs.current.set(date, node);
                                      else dayRefs.current.delete(date);
                                    }}
                                    className="jb-DateRangePicker-day"
                                    data-weekday={i}
                                    data-today={date === today || undefined}
                                    data-anchor={anchor === date || undefined}
                                    tabIndex={date === tabStop ? 0 : -1}
                                    aria-disabled={blocked || undefined}
                                    aria-current={date === today ? 'date' : undefined}
                                    onClick={() => {
                                      if (blocked) return;
                                      setFocused(date);
                                      choose(date);
                                    }}
                                    onKeyDown={(event) => onDayKeyDown(event, date)}
                                    onFocus={() => setFocused(date)}
                                    onPointerEnter={() => setHovered(date)}
                                    onPointerLeave={() => setHovered(null)}
                                  >
                                    {/* The digit is what sighted users see; the full date is what a screen reader says. */}
                                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                                    <span className="jb-visually-hidden">
                                      {[
                                        labels.day(date),
                                        chosen && isStart ? labels.rangeStart : '',
                                        chosen && isEnd ? labels.rangeEnd : '',
                                      ]
                                        .filter(Boolean)
                                        .join(', ')}
                                    </span>
                                  </button>
                                </td>
                              );
                            })}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                );
              })}
            </div>
            <div className="jb-DateRangePicker-footer">
              <p id={statusId} className="jb-DateRangePicker-status" aria-live="polite">
                {status}
              </p>
              {clearable && range && (
                <button type="button" className="jb-DateRangePicker-link" onClick={() => commit(null)}>
                  {labels.clear}
                </button>
              )}
              <Dialog.Close className="jb-DateRangePicker-link">{labels.close}</Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
