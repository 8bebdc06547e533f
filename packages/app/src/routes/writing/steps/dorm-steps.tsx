import {
  type CreateFacilities,
  DORM_FLOOR_TYPES,
  type DormFloorType,
  FLOOR_LABELS,
  isCreateFacilitiesComplete,
  parseMoneyInput,
  type ReviewDraft,
  setDormCriteria,
  VALIDATION_MESSAGES,
  validateDormCapacity,
  validateDormConditions,
  validateDormInfo,
  validateGrade,
  validateMoneyInput,
} from '@jjinbbang/domain';
import {
  Button,
  Chip,
  ErrorState,
  OptionMatrix,
  SegmentedControl,
  Skeleton,
  TextField,
  UniversityPicker,
} from '@jjinbbang/ui';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useUniversities } from '../../../hooks/useUniversities';
import { type StepContext, StepLayout, StepMessage } from '../StepLayout';
import { numberInput } from './place-steps';

// --- Dormitory info ------------------------------------------------------------------------------------

/** spec 001 §2.3 / §5: university (campus), dormitory name, room capacity (인실) and floor (default 저층). */
export function DormInfoStep({ ctx }: { ctx: StepContext }) {
  const { universities, error: universitiesError, retry: retryUniversities } = useUniversities();
  const [campusId, setCampusId] = useState<number | null>(ctx.draft.campusId);
  const [name, setName] = useState(ctx.draft.dormitoryName);
  const [capacity, setCapacity] = useState(numberInput(ctx.draft.roomCapacity));
  const [floor, setFloor] = useState<DormFloorType>(
    (DORM_FLOOR_TYPES as readonly string[]).includes(ctx.draft.floorType ?? '')
      ? (ctx.draft.floorType as DormFloorType)
      : 'LOW',
  );
  const [touched, setTouched] = useState({ name: false, capacity: false });
  const university =
    universities?.find((u) => u.campuses.some((c) => c.id === campusId))?.universityName ??
    (campusId === ctx.draft.campusId ? ctx.draft.university : '');
  const result = validateDormInfo({
    university,
    dormitoryName: name,
    roomCapacity: capacity,
    floorType: floor,
  });
  const capacityCheck = validateDormCapacity(capacity);
  const goOn = () => {
    const next: ReviewDraft = {
      ...ctx.draft,
      campusId,
      university,
      dormitoryName: name.trim(),
      roomCapacity: Number(capacity),
      floorType: floor,
    };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout ctx={ctx} title="기숙사 정보를 알려 주세요" valid={result.ok} onNext={goOn}>
      <div className="jb-writing-fields">
        <section aria-labelledby="writing-campus" className="jb-writing-group">
          <h2 id="writing-campus" className="jb-writing-group-title">
            대학교 {university && <span className="jb-writing-secondary">· {university}</span>}
          </h2>
          {universities ? (
            <UniversityPicker
              className="jb-writing-university"
              label="대학교 캠퍼스"
              universities={universities}
              value={campusId}
              onValueChange={setCampusId}
            />
          ) : universitiesError ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="대학교 목록을 불러오지 못했어요"
              hint={errorMessage(universitiesError, '잠시 후 다시 시도해 주세요.')}
              action={<Button onClick={retryUniversities}>다시 시도</Button>}
            />
          ) : (
            <Skeleton aria-label="대학교 목록을 불러오는 중" style={{ height: 160 }} />
          )}
        </section>
        <TextField
          label="기숙사 이름"
          required
          value={name}
          onValueChange={setName}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          errorText={touched.name && name.trim() === '' ? VALIDATION_MESSAGES.dormNameEmpty : undefined}
        />
        <TextField
          label="방 인원"
          unit="인실"
          numeric="integer"
          required
          value={capacity}
          onValueChange={setCapacity}
          onBlur={() => setTouched((t) => ({ ...t, capacity: true }))}
          errorText={touched.capacity && !capacityCheck.ok ? capacityCheck.message : undefined}
        />
        <SegmentedControl
          label="층수"
          fullWidth
          options={DORM_FLOOR_TYPES.map((type) => ({ value: type, label: FLOOR_LABELS[type] }))}
          value={floor}
          onValueChange={setFloor}
        />
      </div>
    </StepLayout>
  );
}

// --- Dormitory conditions ------------------------------------------------------------------------------

/** spec 001 §2.3 / §4 / §5: distance or grade criterion or none; the fee (만원) is always asked. */
export function DormConditionsStep({ ctx }: { ctx: StepContext }) {
  const [conditions, setConditions] = useState(ctx.draft.dormitoryConditions);
  const [grade, setGrade] = useState(numberInput(conditions.semesterGrade));
  const [fee, setFee] = useState(numberInput(ctx.draft.dormitoryFee));
  const [touched, setTouched] = useState({ region: false, grade: false, fee: false });
  const result = validateDormConditions({
    hasDistanceCriteria: conditions.hasDistanceCriteria,
    hasGradeCriteria: conditions.hasGradeCriteria,
    residenceArea: conditions.residenceArea,
    semesterGrade: grade,
    dormitoryFee: fee,
  });
  const gradeCheck = validateGrade(grade);
  const feeCheck = validateMoneyInput(fee, VALIDATION_MESSAGES.dormFeeEmpty);
  const none = !conditions.hasDistanceCriteria && !conditions.hasGradeCriteria;
  const goOn = () => {
    const next: ReviewDraft = {
      ...ctx.draft,
      dormitoryConditions: {
        ...conditions,
        residenceArea: conditions.residenceArea.trim(),
        semesterGrade: conditions.hasGradeCriteria ? Number(grade) : null,
      },
      dormitoryFee: parseMoneyInput(fee),
    };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout ctx={ctx} title="입사 조건을 알려 주세요" valid={result.ok} onNext={goOn}>
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
            errorText={touched.grade && !gradeCheck.ok ? gradeCheck.message : undefined}
          />
        )}
        <TextField
          label="기숙사비"
          unit="만원"
          numeric="integer"
          required
          helperText="한 학기 기숙사비를 만원 단위로 입력해 주세요."
          value={fee}
          onValueChange={setFee}
          onBlur={() => setTouched((t) => ({ ...t, fee: true }))}
          errorText={touched.fee && !feeCheck.ok ? feeCheck.message : undefined}
        />
      </div>
    </StepLayout>
  );
}

// --- Dormitory amenities -------------------------------------------------------------------------------

/** spec 001 §3.1 / §5: exactly one option per facility, every facility answered. */
export function DormAmenitiesStep({ ctx }: { ctx: StepContext }) {
  const [facilities, setFacilities] = useState<CreateFacilities>(ctx.draft.facilityConditions);
  const [showMissing, setShowMissing] = useState(false);
  const complete = isCreateFacilitiesComplete(facilities);
  const goOn = () => {
    const next = { ...ctx.draft, facilityConditions: facilities };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout ctx={ctx} title="기숙사 시설을 알려 주세요" valid={complete} onNext={goOn}>
      <OptionMatrix
        legend="시설"
        value={facilities as Record<string, string>}
        onValueChange={(value) => {
          setFacilities(value as CreateFacilities);
          setShowMissing(true);
        }}
        showMissing={showMissing}
        missingText={VALIDATION_MESSAGES.facilitiesIncomplete}
      />
      <StepMessage
        tone="info"
        message={complete || !showMissing ? null : VALIDATION_MESSAGES.facilitiesIncomplete}
      />
    </StepLayout>
  );
}
