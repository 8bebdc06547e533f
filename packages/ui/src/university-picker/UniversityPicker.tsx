import type { University } from '@jjinbbang/domain';
import { INITIAL_CONSONANTS, type InitialConsonant, initialConsonantOf } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { cx } from '../internal/cx';

export interface UniversityPickerProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** Universities with their campuses, ordered by name (api-contract §4). */
  universities: readonly University[];
  /** The chosen campus id (the map filter stores a campus id, spec 000 §3); null for none. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (campusId: number | null) => void;
  /** The chosen index entry; null shows every university. */
  initial?: InitialConsonant | null;
  defaultInitial?: InitialConsonant | null;
  onInitialChange?: (initial: InitialConsonant | null) => void;
  /** Accessible name of the campus choice. */
  label?: string;
  /** Accessible name of the index. */
  indexLabel?: string;
  /** Shown when no university starts with the chosen consonant. */
  formatEmpty?: (initial: InitialConsonant) => string;
  /** Form field name of the radios; one is generated when omitted. */
  name?: string;
}

/**
 * The university filter's list with the 14-entry initial-consonant index (spec 001 §2.5). Choosing an entry
 * filters the list to names starting with it (ㄲ under ㄱ, etc.) and jumps to its top; choosing it again shows
 * every university. Campuses are native radios in one group, so arrow keys move between them.
 */
export function UniversityPicker({
  universities,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  initial: initialProp,
  defaultInitial = null,
  onInitialChange,
  label = '대학교',
  indexLabel = '초성으로 찾기',
  formatEmpty = (initial) => `${initial}(으)로 시작하는 대학교가 없어요`,
  name,
  className,
  ...props
}: UniversityPickerProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [initial, setInitial] = useControllableState({
    value: initialProp,
    defaultValue: defaultInitial,
    onChange: onInitialChange,
  });
  const generatedName = React.useId();
  const labelId = React.useId();
  const listRef = React.useRef<HTMLDivElement>(null);

  const visible = React.useMemo(
    () =>
      initial === null
        ? universities
        : universities.filter((u) => initialConsonantOf(u.universityName) === initial),
    [universities, initial],
  );

  const chooseInitial = (entry: InitialConsonant) => {
    setInitial(initial === entry ? null : entry);
    listRef.current?.scrollTo({ top: 0 });
  };

  return (
    <div data-component="UniversityPicker" className={cx('jb-UniversityPicker', className)} {...props}>
      <fieldset data-slot="index" className="jb-UniversityPicker-index">
        <legend className="jb-visually-hidden">{indexLabel}</legend>
        {INITIAL_CONSONANTS.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={initial === entry}
            data-slot="initial"
            data-selected={initial === entry || undefined}
            className="jb-UniversityPicker-initial"
            onClick={() => chooseInitial(entry)}
          >
            {entry}
          </button>
        ))}
      </fieldset>
      <div
        ref={listRef}
        role="radiogroup"
        aria-labelledby={labelId}
        data-slot="list"
        className="jb-UniversityPicker-list"
      >
        <span id={labelId} className="jb-visually-hidden">
          {label}
        </span>
        {visible.length === 0 && initial !== null && (
          <p data-slot="empty" className="jb-UniversityPicker-empty">
            {formatEmpty(initial)}
          </p>
        )}
        {visible.map((university) => (
          <fieldset key={university.id} data-slot="university" className="jb-UniversityPicker-university">
            <legend className="jb-UniversityPicker-name">{university.universityName}</legend>
            {university.campuses.map((campus) => (
              <label
                key={campus.id}
                data-slot="campus"
                data-selected={value === campus.id || undefined}
                className="jb-UniversityPicker-campus"
              >
                <input
                  type="radio"
                  name={name ?? generatedName}
                  value={campus.id}
                  checked={value === campus.id}
                  onChange={() => setValue(campus.id)}
                  className="jb-UniversityPicker-radio"
                />
                <span>{campus.campusName}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
