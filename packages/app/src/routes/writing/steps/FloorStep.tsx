import {
  FLOOR_LABELS,
  FLOOR_TYPES,
  type FloorType,
  VALIDATION_MESSAGES,
  validateArea,
  validateFloorScreen,
} from '@jjinbbang/domain';
import { Chip, ChipGroup, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { numberInput, type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface FloorValues {
  buildingName: string;
  /** 평, as typed ('7.5'). */
  area: number;
  floorType: FloorType;
}

export interface FloorStepViewProps {
  frame: StepFrame;
  initial: { buildingName: string; area: number | null; floorType: FloorType | null };
  onSubmit: (values: FloorValues) => void;
  /**
   * The review is on a registered building the student picked: its name is the building's, shown but not
   * changed here (a name typed over it would not be stored).
   */
  nameLocked?: boolean;
}

const isFloorType = (value: string | null): value is FloorType =>
  (FLOOR_TYPES as readonly string[]).includes(value ?? '');

/** spec 001 §2.3 / §5: building name, area in 평 (one decimal point allowed) and the floor. */
export function FloorStepView({ frame, initial, onSubmit, nameLocked = false }: FloorStepViewProps) {
  const [building, setBuilding] = useState(initial.buildingName);
  const [area, setArea] = useState(numberInput(initial.area));
  const [floor, setFloor] = useState<FloorType | null>(initial.floorType);
  const [touched, setTouched] = useState({ building: false, area: false });
  const result = validateFloorScreen({ buildingName: building, area, floorType: floor });
  const areaCheck = validateArea(area);
  return (
    <StepLayout
      frame={frame}
      valid={result.ok}
      onNext={() =>
        floor && onSubmit({ buildingName: building.trim(), area: Number(area), floorType: floor })
      }
    >
      <div className="jb-writing-fields">
        <TextField
          label="건물 이름"
          required
          readOnly={nameLocked}
          helperText={
            nameLocked ? '등록된 건물의 이름이에요. 다른 건물이면 이전 화면에서 다시 골라 주세요.' : undefined
          }
          value={building}
          onValueChange={setBuilding}
          onBlur={() => setTouched((t) => ({ ...t, building: true }))}
          errorText={
            touched.building && building.trim() === '' ? VALIDATION_MESSAGES.buildingNameEmpty : undefined
          }
        />
        <TextField
          label="면적"
          unit="평"
          numeric="decimal"
          required
          value={area}
          onValueChange={setArea}
          onBlur={() => setTouched((t) => ({ ...t, area: true }))}
          errorText={touched.area && !areaCheck.ok ? areaCheck.message : undefined}
        />
        <ChipGroup
          type="single"
          label="층수"
          className="jb-writing-chips"
          value={floor}
          onValueChange={(value) => setFloor(isFloorType(value) ? value : null)}
        >
          {FLOOR_TYPES.map((type) => (
            <Chip key={type} value={type}>
              {FLOOR_LABELS[type]}
            </Chip>
          ))}
        </ChipGroup>
      </div>
    </StepLayout>
  );
}

export function FloorStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  return (
    <FloorStepView
      frame={ctx.frame}
      initial={{ buildingName: draft.detailedAddress, area: draft.space, floorType: draft.floorType }}
      nameLocked={ctx.mode === 'create' && draft.placeId !== null}
      onSubmit={(values) =>
        ctx.commit({
          ...draft,
          detailedAddress: values.buildingName,
          space: values.area,
          floorType: values.floorType,
        })
      }
    />
  );
}
