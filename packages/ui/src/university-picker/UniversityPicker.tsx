import type { University } from '@jjinbbang/domain';
import { INITIAL_CONSONANTS, type InitialConsonant, initialConsonantOf } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { cx } from '../internal/cx';
import './UniversityPicker.css';

export interface UniversityPickerProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** 고를 대학교와 캠퍼스들(이름 순). */
  universities: readonly University[];
  /** 고른 캠퍼스(화면이 직접 정할 때). 없으면 null. */
  value?: number | null;
  /** 처음에 골라 둘 캠퍼스. */
  defaultValue?: number | null;
  /** 캠퍼스를 고르면 그 캠퍼스와 함께 불립니다. */
  onValueChange?: (campusId: number | null) => void;
  /** 고른 초성(ㄱ, ㄴ …). 비어 있으면 모든 대학교를 보여 줍니다. */
  initial?: InitialConsonant | null;
  /** 처음에 골라 둘 초성. */
  defaultInitial?: InitialConsonant | null;
  /** 초성을 고르면 불립니다. */
  onInitialChange?: (initial: InitialConsonant | null) => void;
  /** 화면낭독기가 캠퍼스 목록을 부르는 이름. 기본 "대학교". */
  label?: string;
  /** 화면낭독기가 초성 줄을 부르는 이름. 기본 "초성으로 찾기". */
  indexLabel?: string;
  /** 그 초성으로 시작하는 대학교가 없을 때의 안내를 만드는 규칙(개발용). */
  formatEmpty?: (initial: InitialConsonant) => string;
  /** 폼으로 보낼 때의 이름(개발용). */
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
