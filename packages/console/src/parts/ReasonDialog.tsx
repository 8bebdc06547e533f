import { Button, Modal, TextArea } from '@jjinbbang/ui';
import type * as React from 'react';
import { useState } from 'react';

export interface ReasonDialogProps {
  /** 열려 있는지. */
  open: boolean;
  /** 닫을 때(취소, Esc) 불립니다. 보내는 중에는 불리지 않습니다. */
  onOpenChange: (open: boolean) => void;
  /** 대화상자 제목. 예: "후기를 임시 조치할까요?" */
  title: string;
  /** 무슨 일이 생기는지. */
  description: React.ReactNode;
  /** 사유 칸의 이름. 예: "사유 (작성자에게 전해져요)". */
  label: string;
  /** 사유를 꼭 적어야 하는지. */
  required?: boolean;
  /** 확인 단추의 글자. */
  confirmLabel: string;
  /** 되돌리기 어려운 일이면 빨간 단추. */
  destructive?: boolean;
  /** 보내는 중. */
  busy?: boolean;
  /** 확인을 누르면 적은 사유(앞뒤 공백 없이)와 함께 불립니다. */
  onConfirm: (reason: string) => void;
  /** 위에 덧붙일 내용(가릴 글 등). */
  children?: React.ReactNode;
}

const REASON_MAX = 500;

/** A decision that needs a written reason (blind, delete): the reason is what the author is told. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  required = false,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setReason('');
          setProblem(undefined);
        }
        onOpenChange(next);
      }}
    >
      <Modal.Content busy={busy} className="jbc-dialog">
        <Modal.Title>{title}</Modal.Title>
        <Modal.Description>{description}</Modal.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (required && !reason.trim()) {
              setProblem('사유를 적어 주세요.');
              return;
            }
            onConfirm(reason.trim());
          }}
        >
          <Modal.Body>
            {children}
            <TextArea
              label={label}
              value={reason}
              onValueChange={(value) => {
                setReason(value);
                if (value.trim()) setProblem(undefined);
              }}
              maxLength={REASON_MAX}
              rows={4}
              required={required}
              errorText={problem}
            />
          </Modal.Body>
          <Modal.Actions>
            <Modal.Close disabled={busy}>취소</Modal.Close>
            <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={busy}>
              {confirmLabel}
            </Button>
          </Modal.Actions>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
