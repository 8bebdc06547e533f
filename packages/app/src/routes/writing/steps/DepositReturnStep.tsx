import {
  DEPOSIT_RETURN_LABELS,
  DEPOSIT_RETURN_OUTCOMES,
  type DepositReturnOutcome,
  type DepositReturnRecord,
  isDepositReturnOutcome,
  outcomeHasDays,
  validateDepositReturn,
} from '@jjinbbang/domain';
import { Chip, ChipGroup, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { numberInput, type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface DepositReturnStepViewProps {
  frame: StepFrame;
  initial: DepositReturnRecord | null;
  /** null = no record (the step is optional). */
  onSubmit: (record: DepositReturnRecord | null) => void;
}

/**
 * 보증금 반환 기록, an optional step after the price. Four answers; "며칠 만에" only when money came back.
 * Choosing nothing skips the step (the button says so); a chosen answer can be unchosen by tapping it again.
 */
export function DepositReturnStepView({ frame, initial, onSubmit }: DepositReturnStepViewProps) {
  const [outcome, setOutcome] = useState<DepositReturnOutcome | null>(initial?.outcome ?? null);
  const [days, setDays] = useState(numberInput(initial?.days ?? null));
  const [touched, setTouched] = useState(false);
  const asksDays = outcome !== null && outcomeHasDays(outcome);
  const record: DepositReturnRecord | null =
    outcome === null ? null : { outcome, days: asksDays && days.trim() !== '' ? Number(days) : null };
  const check = record ? validateDepositReturn(record) : { ok: true as const };
  return (
    <StepLayout
      frame={frame}
      helper="이사 나온 뒤 보증금을 돌려받았는지 알려 주세요. 다음에 이 집을 구할 학생에게 가장 큰 도움이 돼요. 선택하지 않고 넘어가도 괜찮아요."
      valid={check.ok}
      onNext={() => onSubmit(record)}
      nextLabel={outcome === null ? '건너뛰기' : '다음'}
    >
      <div className="jb-writing-fields">
        <ChipGroup
          type="single"
          allowDeselect
          label="보증금 반환"
          className="jb-writing-chips"
          value={outcome}
          onValueChange={(value) => setOutcome(isDepositReturnOutcome(value) ? value : null)}
        >
          {DEPOSIT_RETURN_OUTCOMES.map((o) => (
            <Chip key={o} value={o}>
              {DEPOSIT_RETURN_LABELS[o]}
            </Chip>
          ))}
        </ChipGroup>
        {asksDays && (
          <TextField
            label="이사 후 며칠 만에 돌려받았나요?"
            unit="일"
            numeric="integer"
            value={days}
            onValueChange={setDays}
            onBlur={() => setTouched(true)}
            helperText="기억나지 않으면 비워 두세요. 이사 당일이면 0이에요."
            errorText={touched && !check.ok ? check.message : undefined}
          />
        )}
      </div>
    </StepLayout>
  );
}

export function DepositReturnStep({ ctx }: { ctx: StepContext }) {
  return (
    <DepositReturnStepView
      frame={ctx.frame}
      initial={ctx.draft.depositReturn ?? null}
      onSubmit={(depositReturn) => ctx.commit({ ...ctx.draft, depositReturn })}
    />
  );
}
