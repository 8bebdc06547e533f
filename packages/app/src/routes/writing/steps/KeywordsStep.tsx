import {
  canSelectKeyword,
  checkKeywordMinimum,
  type KeywordCode,
  type KeywordPolarity,
  type KeywordSelection,
  keywordsForKind,
  MAX_KEYWORDS_PER_SIDE,
  MIN_KEYWORDS_CREATE,
  MIN_KEYWORDS_EDIT,
  type ReviewKind,
  toggleKeyword,
} from '@jjinbbang/domain';
import { Chip, ChipGroup } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface KeywordsStepViewProps {
  frame: StepFrame;
  kind: ReviewKind;
  polarity: KeywordPolarity;
  /** Both sides: a keyword cannot be chosen together with its opposite. */
  initial: KeywordSelection;
  /** Each change, so the draft keeps the choice across a reload. */
  onChange?: (selection: KeywordSelection) => void;
  onSubmit: (selection: KeywordSelection) => void;
}

/** spec 001 §5: 3–5 per side when creating (1–5 editing), never a keyword together with its opposite. */
export function KeywordsStepView({
  frame,
  kind,
  polarity,
  initial,
  onChange,
  onSubmit,
}: KeywordsStepViewProps) {
  const [selection, setSelection] = useState<KeywordSelection>(initial);
  // A refusal is said under the chips of the group whose chip was refused, where the student is looking.
  const [refusal, setRefusal] = useState<{ category: string; message: string } | null>(null);
  const selected = polarity === 'positive' ? selection.positive : selection.negative;
  const groups = keywordsForKind(kind, polarity);
  const minimum = checkKeywordMinimum(selected, polarity, frame.mode);
  const side = polarity === 'positive' ? '장점' : '단점';
  const min = frame.mode === 'edit' ? MIN_KEYWORDS_EDIT : MIN_KEYWORDS_CREATE;

  const toggle = (code: KeywordCode, category: string) => {
    const result = toggleKeyword(selection, code);
    if (!result.ok) {
      setRefusal({ category, message: result.message });
      return;
    }
    setRefusal(null);
    setSelection(result.selection);
    onChange?.(result.selection);
  };

  return (
    <StepLayout
      frame={frame}
      helper={`${side}을 ${min}~${MAX_KEYWORDS_PER_SIDE}개 골라 주세요.`}
      valid={minimum.ok}
      onNext={() => onSubmit(selection)}
    >
      {groups.map((group) => {
        const codes = new Set<string>(group.keywords.map((k) => k.code));
        const headingId = `writing-${polarity}-${group.category}`;
        return (
          <section key={group.category} aria-labelledby={headingId} className="jb-writing-group">
            <h2 id={headingId} className="jb-writing-group-title">
              {group.name}
            </h2>
            <ChipGroup
              type="multiple"
              aria-labelledby={headingId}
              className="jb-writing-chips"
              value={selected.filter((code) => codes.has(code))}
              refuseSelect={(value) => {
                const allowed = canSelectKeyword(selection, value as KeywordCode);
                return allowed.ok ? undefined : allowed.message;
              }}
              onRefuse={(refused) =>
                setRefusal(
                  refused.reason === 'blocked' ? { category: group.category, message: refused.detail } : null,
                )
              }
              onValueChange={(values) => {
                const inGroup = selected.filter((code) => codes.has(code));
                const changed =
                  values.find((v) => !inGroup.includes(v as KeywordCode)) ??
                  inGroup.find((code) => !values.includes(code));
                if (changed) toggle(changed as KeywordCode, group.category);
              }}
            >
              {group.keywords.map((keyword) => (
                <Chip key={keyword.code} value={keyword.code}>
                  {keyword.label}
                </Chip>
              ))}
            </ChipGroup>
            {/* Polite: the refused chip keeps the focus, and the student reads on from it. */}
            <p
              className="jb-writing-message jb-writing-chip-message"
              data-tone="error"
              aria-live="polite"
              data-testid={`keyword-message-${group.category}`}
            >
              {refusal?.category === group.category ? refusal.message : ''}
            </p>
          </section>
        );
      })}
      {/* The range is said once, in the helper; this line only counts. */}
      <p className="jb-writing-secondary" aria-live="polite">
        {selected.length}/{MAX_KEYWORDS_PER_SIDE}개 선택
      </p>
    </StepLayout>
  );
}

export function KeywordsStep({ ctx, polarity }: { ctx: StepContext; polarity: KeywordPolarity }) {
  return (
    <KeywordsStepView
      frame={ctx.frame}
      kind={ctx.kind}
      polarity={polarity}
      initial={{ positive: ctx.draft.pros, negative: ctx.draft.cons }}
      onChange={(selection) =>
        ctx.update((draft) => ({ ...draft, pros: [...selection.positive], cons: [...selection.negative] }))
      }
      onSubmit={(selection) =>
        ctx.commit({ ...ctx.draft, pros: [...selection.positive], cons: [...selection.negative] })
      }
    />
  );
}
