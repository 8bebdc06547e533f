import { AlertDialog } from '@jjinbbang/ui';
import type { DraftInProgress } from '../writing/drafts';

export interface DiscardDraftDialogProps {
  /** The draft being asked about; null when the dialog is closed. */
  draft: DraftInProgress | null;
  onCancel: () => void;
  onConfirm: (draft: DraftInProgress) => void;
}

/** The confirmation before a draft in progress is discarded: what goes and what stays. */
export function DiscardDraftDialog({ draft, onCancel, onConfirm }: DiscardDraftDialogProps) {
  return (
    <AlertDialog.Root open={draft !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Content>
        <AlertDialog.Title>
          {draft?.mode === 'edit' ? '고치던 내용을 삭제할까요?' : '작성 중인 후기를 삭제할까요?'}
        </AlertDialog.Title>
        <AlertDialog.Description>
          {draft?.mode === 'edit'
            ? '고치던 내용만 지워지고, 올라가 있는 후기는 그대로예요.'
            : '입력한 내용과 올린 사진이 모두 지워지고, 되돌릴 수 없어요.'}
        </AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel>그대로 둘게요</AlertDialog.Cancel>
          <AlertDialog.Action
            variant="danger"
            onClick={() => {
              if (draft) onConfirm(draft);
            }}
          >
            삭제
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
