import { cleanNickname, NICKNAME_MAX, NICKNAME_MIN, nicknameProblem } from '@jjinbbang/domain';
import { BottomSheet, Button, TextField } from '@jjinbbang/ui';
import { type FormEvent, useState } from 'react';

export interface NicknameSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The nickname in use, filled in to start from. */
  current: string;
  /** Sends the new nickname; resolves null once stored, or the server's Korean reason (taken, a refused word…). */
  onSave: (nickname: string) => Promise<string | null>;
}

/** 닉네임 바꾸기: the rule is checked as the student types; the server's refusal stays beside the field. */
export function NicknameSheet({ open, onOpenChange, current, onSave }: NicknameSheetProps) {
  const [value, setValue] = useState(current);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const problem = nicknameProblem(value);
  const unchanged = cleanNickname(value) === current;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || unchanged || busy) return;
    setBusy(true);
    try {
      const reason = await onSave(cleanNickname(value));
      setRefusal(reason);
      if (reason === null) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) {
          setValue(current);
          setRefusal(null);
          setTouched(false);
        }
        onOpenChange(next);
      }}
      dismissible={!busy}
    >
      <BottomSheet.Content aria-describedby="nickname-hint">
        <BottomSheet.Handle />
        <BottomSheet.Title>닉네임 바꾸기</BottomSheet.Title>
        <BottomSheet.Description id="nickname-hint">
          후기에 이 이름으로 보여요. 다른 학생과 겹치지 않게 골라 주세요.
        </BottomSheet.Description>
        <form onSubmit={save} noValidate>
          <BottomSheet.Body>
            <TextField
              label="새 닉네임"
              value={value}
              onValueChange={(next) => {
                setValue(next);
                setRefusal(null);
                setTouched(true);
              }}
              autoComplete="nickname"
              enterKeyHint="done"
              disabled={busy}
              errorText={refusal ?? (touched && problem ? problem : undefined)}
              helperText={`${NICKNAME_MIN}–${NICKNAME_MAX}자, 한글·영문·숫자와 띄어쓰기를 쓸 수 있어요.`}
            />
          </BottomSheet.Body>
          <BottomSheet.Footer>
            <Button
              type="button"
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              취소
            </Button>
            <Button type="submit" size="lg" disabled={problem !== null || unchanged} loading={busy}>
              저장
            </Button>
          </BottomSheet.Footer>
        </form>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
