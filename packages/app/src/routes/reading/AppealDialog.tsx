import { ADMIN_LIMITS } from '@jjinbbang/domain';
import { Button, Modal, TextArea } from '@jjinbbang/ui';
import { useState } from 'react';

export interface AppealDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks staff to look again; resolves once sent (rejects with the reason shown in the dialog). */
  onAppeal: (message: string) => Promise<void>;
  /** The failure's Korean text. */
  describeError: (error: unknown) => string;
}

/** The author's request that staff look at a blind again, with an optional message. */
export function AppealDialog({ open, onOpenChange, onAppeal, describeError }: AppealDialogProps) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await onAppeal(message.trim());
      onOpenChange(false);
      setMessage('');
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <Modal.Content busy={sending}>
        <Modal.Title>운영진에게 검토를 요청할까요?</Modal.Title>
        <Modal.Description>
          후기가 왜 괜찮은지 적어 주시면 운영진이 다시 확인해요. 임시 조치마다 한 번 요청할 수 있어요.
        </Modal.Description>
        <Modal.Body>
          <TextArea
            label="운영진에게 전할 말 (선택)"
            value={message}
            onValueChange={setMessage}
            maxLength={ADMIN_LIMITS.reasonText}
            rows={4}
            errorText={failure ?? undefined}
          />
        </Modal.Body>
        <Modal.Actions>
          <Modal.Close disabled={sending}>취소</Modal.Close>
          <Button loading={sending} onClick={() => void send()}>
            검토 요청하기
          </Button>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}
