import { formatDate, type ReviewModeration } from '@jjinbbang/domain';
import { AlertIcon, Button, Modal, TextArea } from '@jjinbbang/ui';
import { useId, useState } from 'react';

/** The longest message an author sends with an appeal (the server's bound). */
const APPEAL_MAX = 500;

export interface ModerationNoticeProps {
  /** The blind as the author is told it (reviewInfo.moderation). */
  moderation: ReviewModeration;
  /** Asks staff to look again; resolves once sent (rejects with the reason shown in the dialog). */
  onAppeal: (message: string) => Promise<void>;
  /** The failure's Korean text. */
  describeError: (error: unknown) => string;
}

/**
 * 임시조치 (정보통신망법 제44조의2) as the author sees their own review: hidden from everyone else until a date (or
 * until staff lift it), and a way to ask staff to look again, once per blind.
 */
export function ModerationNotice({ moderation, onAppeal, describeError }: ModerationNoticeProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await onAppeal(message.trim());
      setOpen(false);
      setMessage('');
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="jb-reading-moderation" aria-labelledby={titleId}>
      <h2 id={titleId} className="jb-reading-moderation-title">
        <AlertIcon size={20} />
        {moderation.notice}
      </h2>
      <p className="jb-reading-moderation-text">
        {moderation.until
          ? `다른 학생들에게는 ${formatDate(moderation.until)}까지 보이지 않아요. 그동안 운영진이 신고 내용을 확인해요.`
          : '운영진이 확인한 뒤 임시 조치를 유지하기로 해서, 다른 학생들에게 보이지 않아요.'}
      </p>
      {moderation.appealedAt ? (
        <p className="jb-reading-moderation-text" role="status">
          {formatDate(moderation.appealedAt)}에 검토를 요청했어요. 운영진이 확인하면 메일로 알려 드릴게요.
        </p>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          검토 요청하기
        </Button>
      )}
      <Modal.Root open={open} onOpenChange={(next) => !sending && setOpen(next)}>
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
              maxLength={APPEAL_MAX}
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
    </section>
  );
}
