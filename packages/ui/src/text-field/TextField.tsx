import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useLayoutEffect, useRef } from 'react';
import { AlertIcon } from '../icons';
import { cx, idList } from '../internal/cx';
import {
  caretForSignificant,
  formatThousandsInput,
  isNumberText,
  type NumericMode,
  sanitizeNumericInput,
  significantBefore,
} from './numericInput';
import './TextField.css';

interface FieldFrameProps {
  component: 'TextField' | 'TextArea';
  label: React.ReactNode;
  hideLabel: boolean;
  inputId: string;
  helperId: string;
  errorId: string;
  helperText?: React.ReactNode;
  errorText?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  extra?: React.ReactNode;
  children: React.ReactNode;
}

function FieldFrame({
  component,
  label,
  hideLabel,
  inputId,
  helperId,
  errorId,
  helperText,
  errorText,
  required,
  disabled,
  className,
  extra,
  children,
}: FieldFrameProps) {
  return (
    <div
      data-component={component}
      data-invalid={errorText ? true : undefined}
      data-disabled={disabled || undefined}
      className={cx('jb-Field', `jb-${component}`, className)}
    >
      <label
        htmlFor={inputId}
        className={hideLabel ? 'jb-visually-hidden' : 'jb-Field-label'}
        data-slot="label"
      >
        {label}
        {required && (
          <span className="jb-Field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {(errorText || helperText || extra) && (
        <div className="jb-Field-footer" data-slot="footer">
          {errorText ? (
            <p id={errorId} className="jb-Field-error" data-slot="error">
              <AlertIcon size={14} />
              {errorText}
            </p>
          ) : helperText ? (
            <p id={helperId} className="jb-Field-helper" data-slot="helper">
              {helperText}
            </p>
          ) : (
            <span />
          )}
          {extra}
        </div>
      )}
    </div>
  );
}

export interface TextFieldProps
  extends Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'type' | 'size'> {
  /** 칸 위의 이름. 예: "보증금", "건물 이름". */
  label: React.ReactNode;
  /** 이름을 눈에는 숨기고 화면낭독기에만 읽힙니다(화면에 이미 제목이 있을 때). */
  hideLabel?: boolean;
  /** 칸 아래 회색 도움말. 예: "건물 입구의 이름을 적어 주세요." */
  helperText?: React.ReactNode;
  /** 틀렸을 때 도움말 대신 보이는 빨간 안내. 예: "월세를 입력해 주세요!" 칸 테두리도 빨개집니다. */
  errorText?: React.ReactNode;
  /** 값 뒤에 붙는 단위. 예: 만원, 평, 인실. */
  unit?: React.ReactNode;
  /**
   * 숫자 칸. integer(정수: 금액, 기숙사비, 인원) · decimal(소수점 하나: 면적, 학점). 비우면 글자 칸. 전각 숫자(５００)는
   * 숫자로 읽고, 숫자가 아닌 입력(-100, 5백)은 고치지 않고 그대로 두어 화면이 이유와 함께 거절합니다.
   */
  numeric?: NumericMode;
  /** 숫자에 천 단위 쉼표를 넣어 보일지(12,000). 정수 칸은 기본 켜짐. */
  thousands?: boolean;
  /** 입력된 값(화면이 직접 정할 때). 쉼표 없이 "12000", "25.5". */
  value?: string;
  /** 처음에 채워 둘 값. */
  defaultValue?: string;
  /** 값이 바뀔 때마다 쉼표 없는 값과 함께 불립니다. */
  onValueChange?: (value: string) => void;
  /** 글자 칸의 종류(개발용): text · email · tel · url · password. 휴대폰 키보드가 바뀝니다. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  /** 비어 있을 때 흐리게 보이는 예시. 예: "예) 찐빵하우스". 이름 대신 쓰지 않습니다. */
  placeholder?: string;
  /** 꼭 채워야 하는 칸. 화면낭독기가 "필수"로 읽습니다. */
  required?: boolean;
  /** 입력할 수 없는 상태. 흐리게 보입니다. */
  disabled?: boolean;
}

export function TextField({
  label,
  hideLabel = false,
  helperText,
  errorText,
  unit,
  numeric,
  thousands,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  type = 'text',
  id,
  className,
  required,
  disabled,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const helperId = `${autoId}-helper`;
  const errorId = `${autoId}-error`;
  const unitId = `${autoId}-unit`;
  const [raw, setRaw] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const grouped = numeric !== undefined && (thousands ?? numeric === 'integer');
  const display = grouped ? formatThousandsInput(raw) : raw;

  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || input !== input.ownerDocument.activeElement) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.defaultPrevented) return;
    if (numeric === undefined) {
      setRaw(event.target.value);
      return;
    }
    const input = event.target;
    const keep = significantBefore(input.value, input.selectionStart ?? input.value.length);
    const next = sanitizeNumericInput(input.value, numeric);
    if (!isNumberText(next)) {
      // Not a number: shown exactly as typed, caret where the keyboard left it, for the screen to refuse.
      pendingCaret.current = input.selectionStart;
      setRaw(next);
      return;
    }
    const nextDisplay = grouped ? formatThousandsInput(next) : next;
    const caret = caretForSignificant(nextDisplay, keep);
    if (next === raw) {
      // A refused keystroke (a letter, a second point) re-renders nothing: restore the text and caret here.
      input.value = nextDisplay;
      input.setSelectionRange(caret, caret);
      return;
    }
    pendingCaret.current = caret;
    setRaw(next);
  };

  return (
    <FieldFrame
      component="TextField"
      label={label}
      hideLabel={hideLabel}
      inputId={inputId}
      helperId={helperId}
      errorId={errorId}
      helperText={helperText}
      errorText={errorText}
      required={required}
      disabled={disabled}
      className={className}
    >
      <div className="jb-Field-control" data-slot="control">
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
          }}
          id={inputId}
          type={numeric ? 'text' : type}
          inputMode={numeric === 'integer' ? 'numeric' : numeric === 'decimal' ? 'decimal' : undefined}
          autoComplete={numeric ? 'off' : undefined}
          value={display}
          onChange={handleChange}
          required={required}
          disabled={disabled}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={idList(
            ariaDescribedBy,
            unit !== undefined && unitId,
            errorText ? errorId : helperText ? helperId : undefined,
          )}
          className="jb-Field-input"
          data-slot="input"
          data-numeric={numeric}
          {...props}
        />
        {unit !== undefined && (
          <span id={unitId} className="jb-Field-unit" data-slot="unit">
            {unit}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}

export interface TextAreaProps extends Omit<React.ComponentProps<'textarea'>, 'value' | 'defaultValue'> {
  /** 칸 위의 이름. 예: "보증금", "건물 이름". */
  label: React.ReactNode;
  /** 이름을 눈에는 숨기고 화면낭독기에만 읽힙니다(화면에 이미 제목이 있을 때). */
  hideLabel?: boolean;
  /** 칸 아래 회색 도움말. 예: "건물 입구의 이름을 적어 주세요." */
  helperText?: React.ReactNode;
  /** 틀렸을 때 도움말 대신 보이는 빨간 안내. 예: "월세를 입력해 주세요!" 칸 테두리도 빨개집니다. */
  errorText?: React.ReactNode;
  /** 입력된 글(화면이 직접 정할 때). */
  value?: string;
  /** 처음에 채워 둘 글. */
  defaultValue?: string;
  /** 글이 바뀔 때마다 불립니다. */
  onValueChange?: (value: string) => void;
  /** 최대 글자 수. 넘게 입력되지 않고, 붙여넣은 글도 여기서 잘립니다. 오른쪽 아래에 "12/1000"처럼 보입니다. */
  maxLength?: number;
  /** 글자 수를 보일지. 최대 글자 수가 있으면 기본 켜짐. */
  showCounter?: boolean;
  /** 화면낭독기가 글자 수를 읽는 말을 만드는 규칙(개발용). */
  counterLabel?: (length: number, max: number | undefined) => string;
  /** 비어 있을 때 흐리게 보이는 예시. */
  placeholder?: string;
  /** 입력할 수 없는 상태. */
  disabled?: boolean;
}

const defaultCounterLabel = (length: number, max: number | undefined) =>
  max === undefined ? `${length}자 입력` : `최대 ${max}자 중 ${length}자 입력`;

export function TextArea({
  label,
  hideLabel = false,
  helperText,
  errorText,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  maxLength,
  showCounter,
  counterLabel = defaultCounterLabel,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const helperId = `${autoId}-helper`;
  const errorId = `${autoId}-error`;
  const counterId = `${autoId}-counter`;
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const counter = showCounter ?? maxLength !== undefined;
  const over = maxLength !== undefined && text.length > maxLength;

  return (
    <FieldFrame
      component="TextArea"
      label={label}
      hideLabel={hideLabel}
      inputId={inputId}
      helperId={helperId}
      errorId={errorId}
      helperText={helperText}
      errorText={errorText}
      required={required}
      disabled={disabled}
      className={className}
      extra={
        counter && (
          <span id={counterId} className="jb-Field-counter" data-slot="counter" data-over={over || undefined}>
            <span aria-hidden="true">
              {text.length}
              {maxLength !== undefined && `/${maxLength}`}
            </span>
            <span className="jb-visually-hidden">{counterLabel(text.length, maxLength)}</span>
          </span>
        )
      }
    >
      <textarea
        id={inputId}
        value={text}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) setText(event.target.value);
        }}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        aria-invalid={errorText || over ? true : undefined}
        aria-describedby={idList(
          ariaDescribedBy,
          errorText ? errorId : helperText ? helperId : undefined,
          counter && counterId,
        )}
        className="jb-Field-textarea"
        data-slot="input"
        {...props}
      />
    </FieldFrame>
  );
}
