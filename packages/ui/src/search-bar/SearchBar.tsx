import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { cx } from '../internal/cx';
import './SearchBar.css';

export interface SearchBarProps extends Omit<React.ComponentProps<'form'>, 'onSubmit' | 'role'> {
  /** 입력된 검색어(화면이 직접 정할 때). */
  value?: string;
  /** 처음에 채워 둘 검색어. */
  defaultValue?: string;
  /** 검색어가 바뀔 때마다 불립니다. */
  onValueChange?: (value: string) => void;
  /** Enter나 검색 버튼을 누르면 앞뒤 공백을 뺀 검색어와 함께 불립니다. 비어 있으면 불리지 않습니다(스펙). */
  onSearch?: (keyword: string) => void;
  /** 비어 있을 때 흐리게 보이는 짧은 글. 기본 "주소, 대학교 검색"(360px에서도 잘리지 않게). */
  placeholder?: string;
  /** 화면낭독기가 검색 칸을 부르는 이름(문장 전체). 기본 "주소 및 대학교를 검색해 보세요". */
  label?: string;
  /** 검색 버튼의 이름. 기본 "검색". */
  submitLabel?: string;
  /** 검색 버튼의 모양: 'button'(끝에 글자 버튼, 기본) · 'icon'(앞의 돋보기가 버튼, 좁은 지도 위 줄). */
  submit?: 'button' | 'icon';
  /** 지우기(×) 버튼의 이름. 기본 "검색어 지우기". */
  clearLabel?: string;
  /** 안쪽 입력 칸에 줄 속성(개발용). */
  inputProps?: Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>;
}

export function SearchBar({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  placeholder = '주소, 대학교 검색',
  label = '주소 및 대학교를 검색해 보세요',
  submitLabel = '검색',
  submit = 'button',
  clearLabel = '검색어 지우기',
  inputProps,
  className,
  ...props
}: SearchBarProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const keyword = text.trim();

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older mobile browsers; role on the form is equivalent
    <form
      role="search"
      noValidate
      data-component="SearchBar"
      data-empty={keyword === '' || undefined}
      data-submit={submit}
      className={cx('jb-SearchBar', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (keyword !== '') onSearch?.(keyword);
      }}
      {...props}
    >
      <label htmlFor={inputId} className="jb-visually-hidden">
        {label}
      </label>
      {submit === 'icon' ? (
        <button
          type="submit"
          className="jb-SearchBar-icon jb-SearchBar-icon-submit"
          data-slot="submit"
          aria-label={submitLabel}
          title={submitLabel}
          disabled={keyword === ''}
        >
          <SearchIcon size={20} />
        </button>
      ) : (
        <span className="jb-SearchBar-icon" data-slot="icon" aria-hidden="true">
          <SearchIcon size={20} />
        </span>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        className="jb-SearchBar-input"
        data-slot="input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...inputProps}
      />
      {text !== '' && (
        <button
          type="button"
          className="jb-SearchBar-clear"
          data-slot="clear"
          aria-label={clearLabel}
          title={clearLabel}
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
      {submit === 'button' && (
        <button type="submit" className="jb-SearchBar-submit" data-slot="submit" disabled={keyword === ''}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
