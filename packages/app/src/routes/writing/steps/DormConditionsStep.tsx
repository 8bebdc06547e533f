import {
  type DormitoryConditions,
  parseMoneyField,
  setDormCriteria,
  VALIDATION_MESSAGES,
  validateDormConditions,
  validateGrade,
} from '@jjinbbang/domain';
import { Chip, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { numberInput, type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface DormConditionsValues {
  conditions: DormitoryConditions;
  dormitoryFee: number;
}

export interface DormConditionsStepViewProps {
  frame: StepFrame;
  initial: { conditions: DormitoryConditions; dormitoryFee: number | null };
  onSubmit: (values: DormConditionsValues) => void;
}

/** spec 001 §2.3 / §4 / §5: distance or grade criterion or none; the fee (만원, a whole number) is always asked. */
export function DormConditionsStepView({ frame, initial, onSubmit }: DormConditionsStepViewProps) {
  const [conditions, setConditions] = useState(initial.conditions);
  const [grade, setGrade] = useState(numberInput(initial.conditions.semesterGrade));
  const [fee, setFee] = useState(numberInput(initial.dormitoryFee));
  const [touched, setTouched] = useState({ region: false, grade: false, fee: false });
  const feeResult = parseMoneyField('dormitoryFee', fee);
  const result = validateDormConditions({
    hasDistanceCriteria: conditions.hasDistanceCriteria,
    hasGradeCriteria: conditions.hasGradeCriteria,
    residenceArea: conditions.residenceArea,
    semesterGrade: grade,
    dormitoryFee: feeResult.ok ? fee.replace(/,/g, '') : '',
  });
  const gradeCheck = validateGrade(grade);
  const none = !conditions.hasDistanceCriteria && !conditions.hasGradeCriteria;
  const feeError = feeResult.ok || (fee.trim() === '' && !touched.fee) ? undefined : feeResult.message;
  return (
    <StepLayout
      frame={frame}
      valid={result.ok && feeResult.ok}
      onNext={() =>
        feeResult.ok &&
        feeResult.value !== null &&
        onSubmit({
          conditions: {
            ...conditions,
            residenceArea: conditions.residenceArea.trim(),
            semesterGrade: conditions.hasGradeCriteria ? Number(grade) : null,
          },
          dormitoryFee: feeResult.value,
        })
      }
    >
      <div className="jb-writing-fields">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form checkboxes */}
        <div role="group" aria-label="입사 기준" className="jb-writing-chips">
          <Chip
            selected={conditions.hasDistanceCriteria}
            onSelectedChange={(on) => setConditions((c) => setDormCriteria(c, { distance: on }))}
          >
            거리 기준
          </Chip>
          <Chip
            selected={conditions.hasGradeCriteria}
            onSelectedChange={(on) => {
              setConditions((c) => setDormCriteria(c, { grade: on }));
              if (!on) setGrade('');
            }}
          >
            학점 기준
          </Chip>
          <Chip
            selected={none}
            onSelectedChange={() => {
              setConditions((c) => setDormCriteria(c, 'none'));
              setGrade('');
            }}
          >
            조건 없음
          </Chip>
        </div>
        {conditions.hasDistanceCriteria && (
          <TextField
            label="거주 지역"
            placeholder="예) 경기도 수원시"
            required
            value={conditions.residenceArea}
            onValueChange={(value) => setConditions((c) => ({ ...c, residenceArea: value }))}
            onBlur={() => setTouched((t) => ({ ...t, region: true }))}
            errorText={
              touched.region && conditions.residenceArea.trim() === ''
                ? VALIDATION_MESSAGES.regionEmpty
                : undefined
            }
          />
        )}
        {conditions.hasGradeCriteria && (
          <TextField
            label="직전 학기 학점"
            numeric="decimal"
            unit="/ 4.5"
            required
            value={grade}
            onValueChange={setGrade}
            onBlur={() => setTouched((t) => ({ ...t, grade: true }))}
            errorText={(touched.grade || grade !== '') && !gradeCheck.ok ? gradeCheck.message : undefined}
          />
        )}
        <TextField
          label="기숙사비"
          unit="만원"
          numeric="decimal"
          thousands
          required
          helperText="한 학기 기숙사비를 만원 단위로 입력해 주세요."
          value={fee}
          onValueChange={setFee}
          onBlur={() => setTouched((t) => ({ ...t, fee: true }))}
          errorText={feeError}
        />
      </div>
    </StepLayout>
  );
}

export function DormConditionsStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  return (
    <DormConditionsStepView
      frame={ctx.frame}
      initial={{ conditions: draft.dormitoryConditions, dormitoryFee: draft.dormitoryFee }}
      onSubmit={(values) =>
        ctx.commit({ ...draft, dormitoryConditions: values.conditions, dormitoryFee: values.dormitoryFee })
      }
    />
  );
}
