import {
  CONTRACT_TYPE_LABELS,
  type ContractType,
  type DormCondition,
  formatManwon,
  type WireFacilities,
} from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';

export interface InfoTableRow {
  /** Stable key; defaults to the label. */
  id?: string;
  label: React.ReactNode;
  value: React.ReactNode;
}

export interface InfoTableProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** Section heading; also the accessible name of the list. */
  title?: React.ReactNode;
  headingLevel?: 2 | 3 | 4;
  rows: readonly InfoTableRow[];
}

/** Label–value rows of the review detail (a description list). */
export function InfoTable({ title, headingLevel = 3, rows, className, ...props }: InfoTableProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-component="InfoTable"
      aria-labelledby={title ? headingId : undefined}
      className={cx('jb-InfoTable', className)}
      {...props}
    >
      {title && (
        <Heading id={headingId} data-slot="title" className="jb-InfoTable-title">
          {title}
        </Heading>
      )}
      <dl data-slot="list" className="jb-InfoTable-list">
        {rows.map((row) => (
          <div key={row.id ?? String(row.label)} data-slot="row" className="jb-InfoTable-row">
            <dt data-slot="label" className="jb-InfoTable-label">
              {row.label}
            </dt>
            <dd data-slot="value" className="jb-InfoTable-value">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface ContractInfoTableLabels {
  title: string;
  contractType: string;
  deposit: string;
  monthlyRent: string;
  maintenanceCost: string;
  none: string;
}

const CONTRACT_LABELS: ContractInfoTableLabels = {
  title: '계약 정보',
  contractType: '계약 형태',
  deposit: '보증금',
  monthlyRent: '월세',
  maintenanceCost: '관리비',
  none: '없음',
};

export interface ContractInfoTableProps extends Omit<InfoTableProps, 'rows' | 'title'> {
  contractType: ContractType;
  /** 만원 (api-contract §1). */
  deposit: number;
  /** 만원; null for 전세. */
  monthlyRent?: number | null;
  /** 만원; null or 0 = none (spec 001 §5). */
  maintenanceCost?: number | null;
  labels?: Partial<ContractInfoTableLabels>;
}

/** spec 000 §2 review detail: general reviews show contract type, deposit, monthly rent and maintenance cost. */
export function ContractInfoTable({
  contractType,
  deposit,
  monthlyRent,
  maintenanceCost,
  labels,
  ...props
}: ContractInfoTableProps) {
  const l = { ...CONTRACT_LABELS, ...labels };
  const rows: InfoTableRow[] = [
    { id: 'contractType', label: l.contractType, value: CONTRACT_TYPE_LABELS[contractType] },
    { id: 'deposit', label: l.deposit, value: formatManwon(deposit) },
  ];
  if (contractType === 'MONTHLY_RENT') {
    rows.push({ id: 'monthlyRent', label: l.monthlyRent, value: formatManwon(monthlyRent ?? 0) });
  }
  rows.push({
    id: 'maintenanceCost',
    label: l.maintenanceCost,
    value: maintenanceCost ? formatManwon(maintenanceCost) : l.none,
  });
  return <InfoTable title={l.title} rows={rows} {...props} />;
}

export interface DormitoryInfoTableLabels {
  conditionsTitle: string;
  facilitiesTitle: string;
  region: string;
  grade: string;
  privateFacilities: string;
  publicFacilities: string;
  lounge: string;
  yes: string;
  no: string;
  none: string;
}

const DORM_LABELS: DormitoryInfoTableLabels = {
  conditionsTitle: '입사 조건',
  facilitiesTitle: '시설',
  region: '거주 지역',
  grade: '직전 학기 학점',
  privateFacilities: '개인 시설',
  publicFacilities: '공용 시설',
  lounge: '휴게시설',
  yes: '있음',
  no: '없음',
  none: '조건 없음',
};

export interface DormitoryConditionsTableProps extends Omit<InfoTableProps, 'rows' | 'title'> {
  conditions: DormCondition;
  labels?: Partial<DormitoryInfoTableLabels>;
}

/** spec 000 §2 review detail: dormitory admission conditions (residence region, semester grade). */
export function DormitoryConditionsTable({ conditions, labels, ...props }: DormitoryConditionsTableProps) {
  const l = { ...DORM_LABELS, ...labels };
  return (
    <InfoTable
      title={l.conditionsTitle}
      rows={[
        { id: 'region', label: l.region, value: conditions.currentRegion || l.none },
        { id: 'grade', label: l.grade, value: conditions.currentGrade ?? l.none },
      ]}
      {...props}
    />
  );
}

export interface DormitoryFacilitiesTableProps extends Omit<InfoTableProps, 'rows' | 'title'> {
  facilities: WireFacilities;
  labels?: Partial<DormitoryInfoTableLabels>;
}

/** spec 000 §2 review detail: dormitory facilities (private, public, lounge yes or no). */
export function DormitoryFacilitiesTable({ facilities, labels, ...props }: DormitoryFacilitiesTableProps) {
  const l = { ...DORM_LABELS, ...labels };
  const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : l.no);
  return (
    <InfoTable
      title={l.facilitiesTitle}
      rows={[
        { id: 'private', label: l.privateFacilities, value: list(facilities.privateFacilities) },
        { id: 'public', label: l.publicFacilities, value: list(facilities.publicFacilities) },
        { id: 'lounge', label: l.lounge, value: facilities.lounge ? l.yes : l.no },
      ]}
      {...props}
    />
  );
}
