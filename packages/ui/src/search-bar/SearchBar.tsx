import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { cx } from '../internal/cx';

export interface SearchBarProps extends Omit<React.ComponentProps<'form'>, 'onSubmit' | 'role'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** spec 000 §5: called with the trimmed keyword, and only when it is non-empty. */
  onSearch?: (keyword: string) => void;
  /** Short enough not to clip at 360 px beside the map's type button; the full sentence is the `label`. */
  placeholder?: string;
  /** Accessible name of the input (the placeholder is not a label): the whole sentence. */
  label?: string;
  submitLabel?: string;
  /**
   * 'button': a text button at the end (default). 'icon': the leading magnifier is the submit button, for tight
   * bars (the map's top bar at 360 px beside a long housing type); Enter and the keyboard's search key submit too.
   */
  submit?: 'button' | 'icon';
  clearLabel?: string;
  /** Props for the inner input (name, autoFocus, enterKeyHint …). */
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
