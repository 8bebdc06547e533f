import { type CreateFacilities, isCreateFacilitiesComplete } from '@jjinbbang/domain';
import { OptionMatrix } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface DormAmenitiesStepViewProps {
  frame: StepFrame;
  initial: CreateFacilities;
  /** Point out unanswered facilities from the start (e.g. a stored draft with some missing). */
  showMissing?: boolean;
  onSubmit: (facilities: CreateFacilities) => void;
}

/** spec 001 §3.1 / §5: exactly one option per facility, every facility answered. */
export function DormAmenitiesStepView({
  frame,
  initial,
  showMissing = false,
  onSubmit,
}: DormAmenitiesStepViewProps) {
  const [facilities, setFacilities] = useState<CreateFacilities>(initial);
  const [missing, setMissing] = useState(showMissing);
  const complete = isCreateFacilitiesComplete(facilities);
  return (
    <StepLayout
      frame={frame}
      helper="시설마다 하나씩 골라 주세요."
      valid={complete}
      onNext={() => onSubmit(facilities)}
    >
      {/* Each unanswered facility says so on its own row, once (no second copy below the matrix). */}
      <OptionMatrix
        legend="시설"
        value={facilities as Record<string, string>}
        onValueChange={(value) => {
          setFacilities(value as CreateFacilities);
          setMissing(true);
        }}
        showMissing={missing}
        missingText="하나를 골라 주세요"
      />
    </StepLayout>
  );
}

export function DormAmenitiesStep({ ctx }: { ctx: StepContext }) {
  return (
    <DormAmenitiesStepView
      frame={ctx.frame}
      initial={ctx.draft.facilityConditions}
      onSubmit={(facilities) => ctx.commit({ ...ctx.draft, facilityConditions: facilities })}
    />
  );
}
