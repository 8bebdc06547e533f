import { PHOTO_MAX_COUNT, type RuleResult, VALIDATION_MESSAGES, validatePhotoFile } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { AlertIcon, CameraIcon, CloseIcon } from '../icons';
import { cx } from '../internal/cx';

export interface PhotoPickerItem {
  id: string;
  /** What the thumbnail shows: an uploaded URL or an object URL of `file`. */
  url: string;
  /** Present for photos picked on this device and not yet uploaded. */
  file?: File;
  alt?: string;
}

export type PhotoPickerRefusal =
  | { reason: 'max'; message: string; files: File[] }
  | { reason: 'file'; message: string; files: File[] };

export interface PhotoPickerProps
  extends Omit<React.ComponentProps<'fieldset'>, 'defaultValue' | 'onChange'> {
  value?: PhotoPickerItem[];
  defaultValue?: PhotoPickerItem[];
  onValueChange?: (items: PhotoPickerItem[]) => void;
  /** spec 001 §5: at least 2 for general and dormitory reviews, 0 for agency reviews. */
  min?: number;
  /** spec 001 §5: at most 20. */
  max?: number;
  /** Checks each picked file; defaults to the domain's photo rule (image type, 10 MB). */
  validateFile?: (file: File) => RuleResult;
  /** Called when picked files are dropped: over the maximum, or refused by `validateFile`. */
  onRefuse?: (refusal: PhotoPickerRefusal) => void;
  label?: React.ReactNode;
  helperText?: React.ReactNode;
  /** Shows the minimum as an error when fewer photos are present (e.g. after a failed next). */
  showMissing?: boolean;
  maxMessage?: string;
  minMessage?: (min: number) => string;
  addLabel?: string;
  removeLabel?: (index: number) => string;
  photoAlt?: (index: number) => string;
  disabled?: boolean;
}

const defaultMinMessage = (min: number) => `사진을 ${min}장 이상 올려 주세요.`;
const defaultRemoveLabel = (index: number) => `${index + 1}번째 사진 삭제`;
const defaultPhotoAlt = (index: number) => `${index + 1}번째 사진`;

export function PhotoPicker({
  value,
  defaultValue = [],
  onValueChange,
  min = 0,
  max = PHOTO_MAX_COUNT,
  validateFile = validatePhotoFile,
  onRefuse,
  label = '사진',
  helperText,
  showMissing = false,
  maxMessage = VALIDATION_MESSAGES.photosTooMany,
  minMessage = defaultMinMessage,
  addLabel = '사진 추가',
  removeLabel = defaultRemoveLabel,
  photoAlt = defaultPhotoAlt,
  disabled = false,
  className,
  ...props
}: PhotoPickerProps) {
  const baseId = useId();
  const messageId = `${baseId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const nextId = useRef(0);
  // Object URLs this picker made; only these are revoked when their photo is removed.
  const ownUrls = useRef(new Set<string>());
  const [items, setItems] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [refusal, setRefusal] = useState<string | null>(null);

  const full = items.length >= max;
  const missing = showMissing && items.length < min;
  const message =
    refusal ??
    (missing ? minMessage(min) : undefined) ??
    helperText ??
    (min > 0 ? `최소 ${min}장, 최대 ${max}장까지 올릴 수 있어요.` : `최대 ${max}장까지 올릴 수 있어요.`);
  const isError = refusal !== null || missing;

  const refuse = (next: PhotoPickerRefusal) => {
    setRefusal(next.message);
    onRefuse?.(next);
  };

  const handleFiles = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const valid: File[] = [];
    const invalid: File[] = [];
    let invalidMessage = '';
    for (const file of picked) {
      const result = validateFile(file);
      if (result.ok) valid.push(file);
      else {
        invalid.push(file);
        invalidMessage ||= result.message;
      }
    }
    const room = Math.max(0, max - items.length);
    const accepted = valid.slice(0, room);
    const over = valid.slice(room);
    setRefusal(null);
    if (over.length > 0) refuse({ reason: 'max', message: maxMessage, files: over });
    else if (invalid.length > 0) refuse({ reason: 'file', message: invalidMessage, files: invalid });
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      ownUrls.current.add(url);
      nextId.current += 1;
      return { id: `${baseId}-photo-${nextId.current}`, url, file };
    });
    setItems([...items, ...added]);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (ownUrls.current.has(item.url)) {
      URL.revokeObjectURL(item.url);
      ownUrls.current.delete(item.url);
    }
    setRefusal(null);
    setItems(items.filter((_, i) => i !== index));
    // Keep keyboard users in the grid: focus the next remove button, else the add button.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="remove"]');
    const target = buttons?.[index + 1] ?? buttons?.[index - 1];
    (target ?? addRef.current)?.focus();
  };

  return (
    <fieldset
      aria-describedby={messageId}
      data-component="PhotoPicker"
      data-count={items.length}
      data-full={full || undefined}
      data-invalid={isError || undefined}
      data-disabled={disabled || undefined}
      className={cx('jb-PhotoPicker', className)}
      {...props}
    >
      <legend className="jb-PhotoPicker-label" data-slot="label">
        {label}
      </legend>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        className="jb-visually-hidden"
        data-slot="input"
        disabled={disabled}
        onChange={handleFiles}
      />
      <ul ref={listRef} className="jb-PhotoPicker-grid" data-slot="grid">
        <li className="jb-PhotoPicker-cell">
          <button
            ref={addRef}
            type="button"
            className="jb-PhotoPicker-add"
            data-slot="add"
            disabled={disabled}
            aria-disabled={full || undefined}
            onClick={() => {
              if (full) {
                refuse({ reason: 'max', message: maxMessage, files: [] });
                return;
              }
              inputRef.current?.click();
            }}
          >
            <CameraIcon size={24} />
            <span className="jb-visually-hidden">{addLabel}</span>
            <span className="jb-PhotoPicker-counter" data-slot="counter">
              {items.length}/{max}
            </span>
          </button>
        </li>
        {items.map((item, index) => (
          <li key={item.id} className="jb-PhotoPicker-cell" data-slot="photo">
            <img className="jb-PhotoPicker-image" src={item.url} alt={item.alt ?? photoAlt(index)} />
            <button
              type="button"
              className="jb-PhotoPicker-remove"
              data-slot="remove"
              aria-label={removeLabel(index)}
              title={removeLabel(index)}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <CloseIcon size={14} strokeWidth={2.5} />
            </button>
          </li>
        ))}
      </ul>
      <p
        id={messageId}
        aria-live="polite"
        className={isError ? 'jb-PhotoPicker-error' : 'jb-PhotoPicker-helper'}
        data-slot={isError ? 'error' : 'helper'}
      >
        {isError && <AlertIcon size={14} />}
        {message}
      </p>
    </fieldset>
  );
}
