import { CERTIFICATE_ACCEPT, type RuleResult, validateCertificateFile } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as Dialog from '@radix-ui/react-dialog';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../button';
import { AlertIcon, CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import { focusForOpening, useInputModalityTracking } from '../internal/openFocus';
import { usePortalContainer } from '../portal';
import './FileUploadField.css';

export interface FileUploadNotice {
  /** 안내 제목. 기본 "파일 접근 안내". */
  title: string;
  /** 왜 파일에 접근하는지, 어떤 파일을 받는지 알리는 글. */
  description: React.ReactNode;
  /** 파일 선택 창으로 넘어가는 버튼. 기본 "파일 고르기". */
  confirmLabel: string;
  /** 그만두는 버튼. 기본 "취소". */
  cancelLabel: string;
}

export const DEFAULT_FILE_UPLOAD_NOTICE: FileUploadNotice = {
  title: '파일 접근 안내',
  description:
    '입학 증명서를 올리려면 기기의 파일과 사진에 접근해야 해요. 고른 파일은 학생 인증에만 쓰이고, 최근 3개월 안에 발급된 PDF·JPG·PNG 파일(10MB 이하)만 받을 수 있어요.',
  confirmLabel: '파일 고르기',
  cancelLabel: '취소',
};

export interface FileUploadFieldProps
  extends Omit<React.ComponentProps<'fieldset'>, 'defaultValue' | 'onChange'> {
  /** 칸의 이름. 기본 "입학 증명서". */
  label?: React.ReactNode;
  /** 칸 아래 도움말. 예: "최근 3개월 안에 발급된 서류만 인정돼요." */
  helperText?: React.ReactNode;
  /** 서버가 올리기를 거절했을 때의 빨간 안내. 고른 파일은 남아 있어 다시 시도할 수 있습니다. */
  errorText?: React.ReactNode;
  /** 고른 파일(화면이 직접 정할 때). 없으면 null. */
  value?: File | null;
  /** 처음에 골라 둘 파일. */
  defaultValue?: File | null;
  /** 파일을 고르거나 지울 때 불립니다. */
  onValueChange?: (file: File | null) => void;
  /** 고를 수 있는 파일 종류(개발용). 기본 PDF·JPG·PNG. */
  accept?: string;
  /** 고른 파일을 검사하는 규칙(개발용). 기본: PDF·JPG·PNG, 10MB 이하. */
  validate?: (file: File) => RuleResult;
  /** 고른 파일이 검사를 통과하지 못하면 그 이유(예: "파일 크기는 10MB 이하여야 해요.")와 함께 불립니다. 이전 파일은 그대로입니다. */
  onRefuse?: (message: string, file: File) => void;
  /** 파일 선택 창 전에 보여 줄 안내. 끄면(false) 바로 파일 선택 창이 열립니다. */
  notice?: FileUploadNotice | false;
  /** 파일이 없을 때 버튼의 글자. 기본 "파일 선택". */
  selectLabel?: string;
  /** 파일이 있을 때 버튼의 글자. 기본 "다른 파일 선택". */
  changeLabel?: string;
  /** 고른 파일을 지우는 × 버튼의 이름. 기본 "파일 삭제". */
  removeLabel?: string;
  /** 고를 수 없는 상태. */
  disabled?: boolean;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

export function FileUploadField({
  label = '입학 증명서',
  helperText,
  errorText,
  value,
  defaultValue = null,
  onValueChange,
  accept = CERTIFICATE_ACCEPT,
  validate = validateCertificateFile,
  onRefuse,
  notice = DEFAULT_FILE_UPLOAD_NOTICE,
  selectLabel = '파일 선택',
  changeLabel = '다른 파일 선택',
  removeLabel = '파일 삭제',
  disabled = false,
  className,
  ...props
}: FileUploadFieldProps) {
  const baseId = useId();
  const messageId = `${baseId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useControllableState<File | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const portalContainer = usePortalContainer();
  useInputModalityTracking();
  const shownError = refusal ?? errorText;

  const openPicker = () => inputRef.current?.click();

  const handleFiles = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing it) still fires change.
    event.target.value = '';
    if (!picked) return;
    const result = validate(picked);
    if (!result.ok) {
      setRefusal(result.message);
      onRefuse?.(result.message, picked);
      return;
    }
    setRefusal(null);
    setFile(picked);
  };

  return (
    <fieldset
      data-component="FileUploadField"
      data-state={file ? 'selected' : 'empty'}
      data-invalid={shownError ? true : undefined}
      data-disabled={disabled || undefined}
      className={cx('jb-FileUploadField', className)}
      {...props}
    >
      <legend className="jb-FileUploadField-label" data-slot="label">
        {label}
      </legend>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="jb-visually-hidden"
        data-slot="input"
        disabled={disabled}
        onChange={handleFiles}
      />
      {file && (
        <div className="jb-FileUploadField-file" data-slot="file">
          <span className="jb-FileUploadField-fileName" data-slot="file-name">
            {file.name}
          </span>
          <span className="jb-FileUploadField-fileSize" data-slot="file-size">
            {formatFileSize(file.size)}
          </span>
          <button
            type="button"
            className="jb-FileUploadField-remove"
            data-slot="remove"
            aria-label={`${file.name} ${removeLabel}`}
            title={removeLabel}
            disabled={disabled}
            onClick={() => {
              setFile(null);
              setRefusal(null);
              selectRef.current?.focus();
            }}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      <Button
        ref={selectRef}
        variant="secondary"
        fullWidth
        disabled={disabled}
        aria-describedby={shownError || helperText ? messageId : undefined}
        data-slot="select"
        onClick={() => (notice ? setNoticeOpen(true) : openPicker())}
      >
        {file ? changeLabel : selectLabel}
      </Button>
      <div aria-live="polite" className="jb-FileUploadField-messages">
        {shownError ? (
          <p id={messageId} className="jb-FileUploadField-error" data-slot="error">
            <AlertIcon size={14} />
            {shownError}
          </p>
        ) : (
          helperText && (
            <p id={messageId} className="jb-FileUploadField-helper" data-slot="helper">
              {helperText}
            </p>
          )
        )}
      </div>
      {notice && (
        <Dialog.Root open={noticeOpen} onOpenChange={setNoticeOpen}>
          <Dialog.Portal container={portalContainer}>
            <Dialog.Overlay className="jb-FileUploadField-overlay" data-slot="notice-overlay" />
            <Dialog.Content
              className="jb-FileUploadField-notice"
              data-slot="notice"
              onOpenAutoFocus={(event) => focusForOpening(event, event.currentTarget as HTMLElement | null)}
              onCloseAutoFocus={(event) => {
                // No Dialog.Trigger here, so focus is sent back to the select button explicitly.
                event.preventDefault();
                selectRef.current?.focus();
              }}
            >
              <Dialog.Title className="jb-FileUploadField-noticeTitle">{notice.title}</Dialog.Title>
              <Dialog.Description className="jb-FileUploadField-noticeText">
                {notice.description}
              </Dialog.Description>
              <div className="jb-FileUploadField-noticeActions">
                <Dialog.Close asChild>
                  <Button variant="ghost">{notice.cancelLabel}</Button>
                </Dialog.Close>
                <Button
                  onClick={() => {
                    setNoticeOpen(false);
                    // Still inside the user's click, so the browser allows the picker to open.
                    openPicker();
                  }}
                >
                  {notice.confirmLabel}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </fieldset>
  );
}
