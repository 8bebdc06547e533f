import {
  DORM_FLOOR_TYPES,
  type DormFloorType,
  FLOOR_LABELS,
  type University,
  VALIDATION_MESSAGES,
  validateDormCapacity,
  validateDormInfo,
} from '@jjinbbang/domain';
import { Button, ErrorState, SegmentedControl, Skeleton, TextField, UniversityPicker } from '@jjinbbang/ui';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useUniversities } from '../../../hooks/useUniversities';
import { useCampusOrigin } from '../campus-origin';
import { numberInput, type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface DormInfoValues {
  campusId: number;
  university: string;
  dormitoryName: string;
  roomCapacity: number;
  floorType: DormFloorType;
}

/** The university list as the step shows it: loading, failed (with retry) or loaded. */
export type UniversityListState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; universities: readonly University[] };

export interface DormInfoStepViewProps {
  frame: StepFrame;
  universities: UniversityListState;
  initial: {
    campusId: number | null;
    university: string;
    dormitoryName: string;
    roomCapacity: number | null;
    floorType: DormFloorType | null;
  };
  onSubmit: (values: DormInfoValues) => void;
}

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Universities whose name or a campus name contains the query (spaces ignored), campuses narrowed likewise. */
export function searchUniversities(universities: readonly University[], query: string): University[] {
  const q = squash(query);
  if (q === '') return [...universities];
  return universities.flatMap((u) => {
    if (squash(u.universityName).includes(q)) return [u];
    const campuses = u.campuses.filter((c) => squash(`${u.universityName}${c.campusName}`).includes(q));
    return campuses.length > 0 ? [{ ...u, campuses }] : [];
  });
}

const isDormFloor = (value: string | null): value is DormFloorType =>
  (DORM_FLOOR_TYPES as readonly string[]).includes(value ?? '');

/**
 * spec 001 §2.3 / §5, decisions.md: the campus (searched as you type, or browsed by initial consonant), the
 * dormitory's name, room capacity (a whole number of 인실) and floor (default 저층).
 */
export function DormInfoStepView({ frame, universities, initial, onSubmit }: DormInfoStepViewProps) {
  const [campusId, setCampusId] = useState<number | null>(initial.campusId);
  // The student's own campus may arrive after the screen opens: it is chosen while none is.
  useEffect(() => {
    if (campusId === null && initial.campusId !== null) setCampusId(initial.campusId);
  }, [campusId, initial.campusId]);
  const [query, setQuery] = useState('');
  const [name, setName] = useState(initial.dormitoryName);
  const [capacity, setCapacity] = useState(numberInput(initial.roomCapacity));
  const [floor, setFloor] = useState<DormFloorType>(initial.floorType ?? 'LOW');
  const [touched, setTouched] = useState({ name: false, capacity: false });
  const list = universities.status === 'ready' ? universities.universities : null;
  const found = useMemo(() => (list ? searchUniversities(list, query) : []), [list, query]);
  const chosen = list?.find((u) => u.campuses.some((c) => c.id === campusId));
  const campusName = chosen?.campuses.find((c) => c.id === campusId)?.campusName;
  const university = chosen?.universityName ?? (campusId === initial.campusId ? initial.university : '');
  const result = validateDormInfo({
    university,
    dormitoryName: name,
    roomCapacity: capacity,
    floorType: floor,
  });
  const capacityCheck = validateDormCapacity(capacity);
  return (
    <StepLayout
      frame={frame}
      valid={result.ok && campusId !== null}
      onNext={() =>
        campusId !== null &&
        onSubmit({
          campusId,
          university,
          dormitoryName: name.trim(),
          roomCapacity: Number(capacity),
          floorType: floor,
        })
      }
    >
      <div className="jb-writing-fields">
        <section aria-labelledby="writing-campus" className="jb-writing-group">
          <h2 id="writing-campus" className="jb-writing-group-title">
            대학교
            {university && (
              <span className="jb-writing-secondary">
                {' '}
                · {university}
                {campusName ? ` ${campusName}` : ''}
              </span>
            )}
          </h2>
          {list ? (
            <>
              <TextField
                label="대학교 검색"
                hideLabel
                type="text"
                role="searchbox"
                placeholder="대학교나 캠퍼스 이름으로 찾기"
                value={query}
                onValueChange={setQuery}
                helperText={query.trim() ? `${found.length}개 대학교` : undefined}
              />
              <UniversityPicker
                className="jb-writing-university"
                label="대학교 캠퍼스"
                universities={found}
                value={campusId}
                onValueChange={setCampusId}
              />
            </>
          ) : universities.status === 'error' ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="대학교 목록을 불러오지 못했어요"
              hint={universities.message}
              action={<Button onClick={universities.retry}>다시 시도</Button>}
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
          // Decimal input so '2.5' stays visible and is refused, instead of silently becoming 25.
          numeric="decimal"
          required
          value={capacity}
          onValueChange={setCapacity}
          onBlur={() => setTouched((t) => ({ ...t, capacity: true }))}
          errorText={
            (touched.capacity || capacity.includes('.')) && !capacityCheck.ok
              ? capacityCheck.message
              : undefined
          }
        />
        <SegmentedControl
          label="층수"
          fullWidth
          options={DORM_FLOOR_TYPES.map((type) => ({ value: type, label: FLOOR_LABELS[type] }))}
          value={floor}
          onValueChange={(value) => isDormFloor(value) && setFloor(value)}
        />
      </div>
    </StepLayout>
  );
}

export function DormInfoStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  // Every university in one request, shared with the other screens that list them.
  const { universities, error, retry } = useUniversities();
  // A new dormitory review starts at the student's own campus (the first of their university's).
  const { origin } = useCampusOrigin(draft);
  const list: UniversityListState = universities
    ? { status: 'ready', universities }
    : error
      ? { status: 'error', message: errorMessage(error, '잠시 후 다시 시도해 주세요.'), retry }
      : { status: 'loading' };
  return (
    <DormInfoStepView
      frame={ctx.frame}
      universities={list}
      initial={{
        campusId: draft.campusId ?? origin?.id ?? null,
        university: draft.campusId !== null ? draft.university : (origin?.universityName ?? draft.university),
        dormitoryName: draft.dormitoryName,
        roomCapacity: draft.roomCapacity,
        floorType: isDormFloor(draft.floorType) ? draft.floorType : null,
      }}
      onSubmit={(values) => ctx.commit({ ...draft, ...values })}
    />
  );
}
