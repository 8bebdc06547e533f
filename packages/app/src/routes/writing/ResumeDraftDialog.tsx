import { AlertDialog } from '@jjinbbang/ui';

/** "작성 중인 후기가 있어요": a draft in progress greets the student on the wizard's first step. */
export function ResumeDraftDialog({
  open,
  summary,
  onStartOver,
  onResume,
}: {
  open: boolean;
  /** What the draft is about: its type and address. */
  summary: string;
  onStartOver: () => void;
  onResume: () => void;
}) {
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content
        onCloseAutoFocus={(event) => {
          // Nothing opened the dialog, so focus would fall to the page body: it goes to the step's question.
          event.preventDefault();
          document.querySelector<HTMLElement>('.jb-writing-title')?.focus({ preventScroll: true });
        }}
      >
        <AlertDialog.Title>작성 중인 후기가 있어요</AlertDialog.Title>
        <AlertDialog.Description>{`${summary} 후기를 쓰던 중이에요. 이어서 쓸까요?`}</AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel onClick={onStartOver}>새로 쓰기</AlertDialog.Cancel>
          <AlertDialog.Action onClick={onResume}>이어서 작성하기</AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
