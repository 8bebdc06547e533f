import { BottomSheet, Button } from '@jjinbbang/ui';

export interface LoginPromptSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signed in but unverified: the prompt asks for school verification instead of sign-in. */
  signedIn: boolean;
  onLogin: () => void;
  onVerify: () => void;
  busy?: boolean;
  /** Element the sheet is portalled into; document.body by default. */
  container?: HTMLElement | null;
}

/** spec 000 §5–6: marker taps and the list need sign-in and a status other than unverified. */
export function LoginPromptSheet({
  open,
  onOpenChange,
  signedIn,
  onLogin,
  onVerify,
  busy,
  container,
}: LoginPromptSheetProps) {
  return (
    <BottomSheet.Root open={open} onOpenChange={onOpenChange} container={container}>
      <BottomSheet.Content className="jb-map-prompt-sheet">
        <BottomSheet.Handle />
        <BottomSheet.Title>{signedIn ? '학교 인증이 필요해요' : '로그인이 필요해요'}</BottomSheet.Title>
        <BottomSheet.Description>
          {signedIn
            ? '학교 인증을 마치면 이 주변의 찐 후기를 무료로 볼 수 있어요.'
            : '로그인하고 학교 인증을 마치면 이 주변의 찐 후기를 볼 수 있어요.'}
        </BottomSheet.Description>
        <BottomSheet.Footer>
          {signedIn ? (
            <Button size="lg" fullWidth onClick={onVerify}>
              학교 인증하러 가기
            </Button>
          ) : (
            <Button size="lg" fullWidth loading={busy} onClick={onLogin}>
              로그인하기
            </Button>
          )}
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
