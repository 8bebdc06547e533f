import {
  CONTENT_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  formatThousands,
  type ReviewKind,
  validateReviewContent,
} from '@jjinbbang/domain';
import { TextArea } from '@jjinbbang/ui';
import type * as React from 'react';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

const CONTENT_PLACEHOLDERS: Record<ReviewKind, string> = {
  GENERAL:
    '살면서 느낀 집의 장단점을 자유롭게 적어 주세요. 예) 채광, 방음, 수압, 집주인과의 소통, 주변 편의시설 등',
  DORM: '기숙사 생활이 어땠는지 자유롭게 적어 주세요. 예) 시설 상태, 규칙과 통금, 룸메이트, 식당과 편의시설 등',
  AGENCY: '공인중개사와 거래하며 느낀 점을 자유롭게 적어 주세요. 예) 매물 설명의 정확성, 응대, 계약 과정 등',
};

/** Said when a paste makes the text longer than the limit: nothing is cut, the student shortens it. */
export const contentOverLimitMessage = (length: number) =>
  `최대 ${formatThousands(CONTENT_MAX_LENGTH)}자까지 쓸 수 있어요. 지금 ${formatThousands(length)}자라서 ` +
  `${formatThousands(length - CONTENT_MAX_LENGTH)}자를 줄여 주세요.`;

export interface ContentStepViewProps {
  frame: StepFrame;
  kind: ReviewKind;
  initial: string;
  /** Each change, so a refresh restores the text (spec 001 §3.1). */
  onChange?: (text: string) => void;
  onSubmit: (text: string) => void;
}

/**
 * spec 001 §5: 100–1000 characters after trimming (edit: non-empty). Typing stops at 1000 as the browser does,
 * but a paste is kept whole and the step says how much to shorten — it is never silently cut.
 */
export function ContentStepView({ frame, kind, initial, onChange, onSubmit }: ContentStepViewProps) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(initial !== '');
  const check = validateReviewContent(text, frame.mode);
  const over = text.length > CONTENT_MAX_LENGTH;
  const change = (value: string) => {
    setText(value);
    setTouched(true);
    onChange?.(value);
  };
  const paste = (event: React.ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const area = event.currentTarget;
    const next = area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd);
    if (next.length <= CONTENT_MAX_LENGTH) return;
    // The browser would drop what does not fit; a value set by script is not cut by maxLength.
    event.preventDefault();
    const caret = area.selectionStart + pasted.length;
    change(next);
    requestAnimationFrame(() => area.setSelectionRange(caret, caret));
  };
  const errorText = over
    ? contentOverLimitMessage(text.length)
    : touched && !check.ok
      ? check.message
      : undefined;
  return (
    <StepLayout frame={frame} valid={check.ok} onNext={() => onSubmit(text.trim())}>
      <TextArea
        label="후기 내용"
        className="jb-writing-content"
        placeholder={CONTENT_PLACEHOLDERS[kind]}
        maxLength={CONTENT_MAX_LENGTH}
        showCounter
        helperText={
          frame.mode === 'edit'
            ? undefined
            : `${CONTENT_MIN_LENGTH}자 이상 ${formatThousands(CONTENT_MAX_LENGTH)}자 이하로 써 주세요.`
        }
        value={text}
        onValueChange={change}
        onPaste={paste}
        onBlur={() => setTouched(true)}
        errorText={errorText}
      />
    </StepLayout>
  );
}

export function ContentStep({ ctx }: { ctx: StepContext }) {
  return (
    <ContentStepView
      frame={ctx.frame}
      kind={ctx.kind}
      initial={ctx.draft.content}
      onChange={(text) => ctx.update((draft) => ({ ...draft, content: text }))}
      onSubmit={(text) => ctx.commit({ ...ctx.draft, content: text })}
    />
  );
}
