import { AlertDialog } from '@jjinbbang/ui';
import { useLocation } from 'wouter';
import { links } from '..';
import { WRITE_ACCESS_COPY } from '../common/write-access';

export interface WriteRefusalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the student may not write yet. */
  access: 'pending' | 'unverified';
}

/** spec 000 §5: writing needs verified status; a student who may not write yet is told why and shown the way. */
export function WriteRefusalDialog({ open, onOpenChange, access }: WriteRefusalDialogProps) {
  const [, navigate] = useLocation();
  const copy = WRITE_ACCESS_COPY[access];
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content>
        <AlertDialog.Title>{copy.title}</AlertDialog.Title>
        <AlertDialog.Description>{copy.hint}</AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel>닫기</AlertDialog.Cancel>
          <AlertDialog.Action
            onClick={() => navigate(access === 'pending' ? links.verifyNewStudent() : links.verifyChoice())}
          >
            {access === 'pending' ? '인증 상태 보기' : '학교 인증하기'}
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
