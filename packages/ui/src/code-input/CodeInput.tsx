import { sanitizeVerificationCode, VERIFICATION_CODE_LENGTH } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useState } from 'react';
import { AlertIcon } from '../icons';
import { cx, idList } from '../internal/cx';
import './CodeInput.css';

export interface CodeInputProps
  extends Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'type' | 'maxLength' | 'size'> {
  /** 입력된 숫자(화면이 직접 정할 때). */
  value?: string;
  /** 처음에 채워 둘 숫자. */
  defaultValue?: string;
  /** 숫자가 바뀔 때마다 불립니다(숫자만, 6자리까지). */
  onValueChange?: (code: string) => void;
  /** 여섯 번째 숫자가 들어오면(입력, 붙여넣기, 문자 자동 입력) 한 번 불립니다. */
  onComplete?: (code: string) => void;
  /** 입력 위의 이름. 기본 "인증번호 6자리". */
  label?: React.ReactNode;
  /** 이름을 눈에는 숨기고 화면낭독기에만 읽힙니다. */
  hideLabel?: boolean;
  /** 입력 아래 도움말. 예: "메일로 받은 6자리를 입력하세요". */
  helperText?: React.ReactNode;
  /** 틀렸을 때 빨간 안내. 예: "인증번호가 일치하지 않아요." 있으면 칸 테두리가 빨개집니다. */
  errorText?: React.ReactNode;
  /** 입력할 수 없는 상태. */
  disabled?: boolean;
}

/**
 * One real input behind six drawn boxes: typing, deleting, selecting, pasting and the OS one-time-code
 * suggestion (autocomplete="one-time-code") all work as in any text field, and there is one tab stop.
 */
export function CodeInput({
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  label = '인증번호 6자리',
  hideLabel = false,
  helperText,
  errorText,
  id,
  className,
  disabled,
  onChange,
  onFocus,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CodeInputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const messageId = `${autoId}-message`;
  const [code, setCode] = useControllableState({
    value,
    defaultValue: sanitizeVerificationCode(defaultValue),
    onChange: onValueChange,
  });
  const [focused, setFocused] = useState(false);
  const message = errorText ?? helperText;

  return (
    <div
      data-component="CodeInput"
      data-complete={code.length === VERIFICATION_CODE_LENGTH || undefined}
      data-invalid={errorText ? true : undefined}
      data-disabled={disabled || undefined}
      className={cx('jb-CodeInput', className)}
    >
      <label
        htmlFor={inputId}
        className={hideLabel ? 'jb-visually-hidden' : 'jb-CodeInput-label'}
        data-slot="label"
      >
        {label}
      </label>
      <div className="jb-CodeInput-field" data-slot="field">
        <div className="jb-CodeInput-boxes" aria-hidden="true">
          {Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) => {
            const active =
              focused &&
              (index === code.length ||
                (code.length === VERIFICATION_CODE_LENGTH && index === code.length - 1));
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
                key={index}
                className="jb-CodeInput-box"
                data-slot="box"
                data-filled={index < code.length || undefined}
                data-active={active || undefined}
              >
                {code[index] ?? ''}
              </span>
            );
          })}
        </div>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          maxLength={
            // a paste of "123 456" or "123-456" must not be cut before it is cleaned
            VERIFICATION_CODE_LENGTH * 2
          }
          value={code}
          disabled={disabled}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={idList(ariaDescribedBy, message ? messageId : undefined)}
          className="jb-CodeInput-input"
          data-slot="input"
          onChange={(event) => {
            onChange?.(event);
            if (event.defaultPrevented) return;
            // spec 000 §5: digits only, exactly 6
            const next = sanitizeVerificationCode(event.target.value);
            if (next === code) {
              event.target.value = next;
              return;
            }
            setCode(next);
            if (next.length === VERIFICATION_CODE_LENGTH) onComplete?.(next);
          }}
          onFocus={(event) => {
            onFocus?.(event);
            setFocused(true);
          }}
          onBlur={(event) => {
            onBlur?.(event);
            setFocused(false);
          }}
          {...props}
        />
      </div>
      {message && (
        <p
          id={messageId}
          className={errorText ? 'jb-CodeInput-error' : 'jb-CodeInput-helper'}
          data-slot={errorText ? 'error' : 'helper'}
        >
          {errorText && <AlertIcon size={14} />}
          {message}
        </p>
      )}
    </div>
  );
}
