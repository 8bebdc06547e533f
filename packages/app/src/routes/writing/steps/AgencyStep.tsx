import { sanitizeAgencyName, VALIDATION_MESSAGES, validateAgencyName } from '@jjinbbang/domain';
import { TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface AgencyStepViewProps {
  frame: StepFrame;
  initial: string;
  onSubmit: (tradeName: string) => void;
}

/** spec 001 §2.3 / §5: the agency's trade name only; whitespace is removed as it is typed. */
export function AgencyStepView({ frame, initial, onSubmit }: AgencyStepViewProps) {
  const [name, setName] = useState(sanitizeAgencyName(initial));
  const [touched, setTouched] = useState(false);
  const check = validateAgencyName(name);
  return (
    <StepLayout frame={frame} valid={check.ok} onNext={() => onSubmit(name)}>
      <TextField
        label="상호명"
        placeholder="예) 찐빵공인중개사사무소"
        required
        value={name}
        onValueChange={(value) => setName(sanitizeAgencyName(value))}
        onBlur={() => setTouched(true)}
        errorText={touched && !check.ok ? VALIDATION_MESSAGES.agencyNameEmpty : undefined}
      />
    </StepLayout>
  );
}

export function AgencyStep({ ctx }: { ctx: StepContext }) {
  return (
    <AgencyStepView
      frame={ctx.frame}
      initial={ctx.draft.detailedAddress}
      onSubmit={(tradeName) => ctx.commit({ ...ctx.draft, detailedAddress: tradeName })}
    />
  );
}
