import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useLayoutEffect, useRef } from 'react';
import { AlertIcon } from '../icons';
import { cx, idList } from '../internal/cx';
import {
  caretForSignificant,
  formatThousandsInput,
  type NumericMode,
  sanitizeNumericInput,
  significantBefore,
} from './numericInput';

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
  label: React.ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  helperText?: React.ReactNode;
  /** Shown instead of the helper text; marks the input invalid. */
  errorText?: React.ReactNode;
  /** Unit after the value, e.g. 만원, 평, 인실. */
  unit?: React.ReactNode;
  /**
   * integer: digits only (money, fees, capacity); decimal: digits and one decimal point (area, grade).
   * Off for free text.
   */
  numeric?: NumericMode;
  /** Groups thousands with commas while showing a numeric value (default on for integer). */
  thousands?: boolean;
  /** The value without separators ('12000', '25.5'). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
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
  label: React.ReactNode;
  hideLabel?: boolean;
  helperText?: React.ReactNode;
  errorText?: React.ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Hard limit (the browser stops typing and cuts pastes there) and the counter's denominator. */
  maxLength?: number;
  /** Show the live "n/max" counter (on whenever maxLength is set). */
  showCounter?: boolean;
  /** What assistive technology reads for the counter. */
  counterLabel?: (length: number, max: number | undefined) => string;
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
