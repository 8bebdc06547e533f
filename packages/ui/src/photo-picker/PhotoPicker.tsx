import { PHOTO_MAX_COUNT, type RuleResult, VALIDATION_MESSAGES, validatePhotoFile } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { AlertIcon, CameraIcon, CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import './PhotoPicker.css';

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
  /** 고른 사진들(화면이 직접 정할 때). 각 사진은 주소와 설명을 가집니다. */
  value?: PhotoPickerItem[];
  /** 처음에 놓아 둘 사진들(예: 고치는 후기의 기존 사진). */
  defaultValue?: PhotoPickerItem[];
  /** 사진을 더하거나 지울 때 새 목록과 함께 불립니다. */
  onValueChange?: (items: PhotoPickerItem[]) => void;
  /** 최소 장수. 일반·기숙사 후기 2장, 부동산 후기 0장(스펙). */
  min?: number;
  /** 최대 장수. 기본 20장(스펙). 넘게 고르면 넘친 사진은 빠지고 안내가 뜹니다. */
  max?: number;
  /** 고른 사진 파일을 검사하는 규칙(개발용). 기본: 이미지 파일, 10MB 이하. */
  validateFile?: (file: File) => RuleResult;
  /** 사진이 빠졌을 때(최대 장수 초과 또는 검사 불통과) 그 이유와 함께 불립니다. */
  onRefuse?: (refusal: PhotoPickerRefusal) => void;
  /** 칸의 이름. 예: "사진". */
  label?: React.ReactNode;
  /** 칸 아래 도움말. 예: "2장 이상 올려 주세요." */
  helperText?: React.ReactNode;
  /** 최소 장수보다 적을 때 빨간 안내를 보일지(다음 버튼을 눌렀는데 모자랄 때 켭니다). */
  showMissing?: boolean;
  /** 최대 장수를 넘었을 때의 안내. 기본 "사진은 최대 20장까지 올릴 수 있어요." */
  maxMessage?: string;
  /** 최소 장수보다 적을 때의 안내를 만드는 규칙(개발용). */
  minMessage?: (min: number) => string;
  /** 추가 버튼의 이름. 기본 "사진 추가". */
  addLabel?: string;
  /** 각 사진의 삭제(×) 버튼을 화면낭독기가 읽는 이름. 기본 "n번째 사진 삭제". */
  removeLabel?: (index: number) => string;
  /** 설명이 없는 사진을 화면낭독기가 읽는 말. 기본 "n번째 사진". */
  photoAlt?: (index: number) => string;
  /** 사진을 더하거나 지울 수 없는 상태. */
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
