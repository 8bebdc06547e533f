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
import './InfoTable.css';

export interface InfoTableRow {
  /** 줄을 가리키는 값(개발용). */
  id?: string;
  /** 왼쪽 이름. 예: "보증금". */
  label: React.ReactNode;
  /** 오른쪽 값. 예: "1,000만원". */
  value: React.ReactNode;
}

export interface InfoTableProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** 표 위의 제목. 예: "계약 정보". */
  title?: React.ReactNode;
  /** 제목의 문서 단계(개발용). 화면 안에서 몇 번째 단계의 제목인지. */
  headingLevel?: 2 | 3 | 4;
  /** 이름과 값의 줄들. */
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
  /** 표 제목. 기본 "계약 정보". */
  title: string;
  /** 계약 형태 줄의 이름. */
  contractType: string;
  /** 보증금 줄의 이름. */
  deposit: string;
  /** 월세 줄의 이름. */
  monthlyRent: string;
  /** 관리비 줄의 이름. */
  maintenanceCost: string;
  /** 값이 없을 때의 글자. 기본 "없음". */
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
  /** 계약 형태: 월세 또는 전세. */
  contractType: ContractType;
  /** 보증금(만원). "1,000만원", 1억 넘으면 "1억 2,000만원"처럼 보입니다. */
  deposit: number;
  /** 월세(만원). 전세면 비웁니다(월세 줄이 빠짐). */
  monthlyRent?: number | null;
  /** 관리비(만원). 비었거나 0이면 "없음"(스펙). */
  maintenanceCost?: number | null;
  /** 줄 이름과 문구를 바꿉니다. */
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
  /** 입사 조건 표의 제목. 기본 "입사 조건". */
  conditionsTitle: string;
  /** 시설 표의 제목. */
  facilitiesTitle: string;
  /** 거주 지역 줄의 이름. */
  region: string;
  /** 학점 줄의 이름. */
  grade: string;
  /** 개인 시설 줄의 이름. */
  privateFacilities: string;
  /** 공용 시설 줄의 이름. */
  publicFacilities: string;
  /** 휴게실 줄의 이름. */
  lounge: string;
  /** 있음을 뜻하는 글자. */
  yes: string;
  /** 없음을 뜻하는 글자. */
  no: string;
  /** 조건이 없을 때의 글자. 기본 "조건 없음". */
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
  /** 입사 조건: 거주 지역과 학점(없으면 "조건 없음"). */
  conditions: DormCondition;
  /** 줄 이름과 문구를 바꿉니다. */
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
  /** 기숙사 시설: 개인·공용 시설과 휴게실. */
  facilities: WireFacilities;
  /** 줄 이름과 문구를 바꿉니다. */
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
