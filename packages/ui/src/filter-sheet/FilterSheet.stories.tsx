import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atWidths } from '../../../../.storybook/modes';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Chip, ChipGroup } from '../chip';
import { SegmentedControl } from '../segmented-control';
import { FilterSheet, type FilterSheetProps, useFilterSheetDraft } from './FilterSheet';

const chipRowStyle: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--jb-space-2)' };

/** Chips that edit the sheet's draft through the hook (the other way is the render prop), as the map's sheets do. */
function ChipOptions({
  legend,
  options,
}: {
  legend: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const draft = useFilterSheetDraft<string>();
  return (
    <ChipGroup
      type="single"
      label={legend}
      style={chipRowStyle}
      value={draft.value}
      onValueChange={(next) => next !== null && draft.setValue(next)}
    >
      {options.map(([value, label]) => (
        <Chip key={value} value={value}>
          {label}
        </Chip>
      ))}
    </ChipGroup>
  );
}

/** A segmented choice bound to the sheet's draft (the map's 보기 유형, the bookmarks' sort). */
function SegmentOptions({
  legend,
  options,
}: {
  legend: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const draft = useFilterSheetDraft<string>();
  return (
    <SegmentedControl
      label={legend}
      fullWidth
      options={options.map(([value, label]) => ({ value, label }))}
      value={draft.value}
      onValueChange={draft.setValue}
    />
  );
}

/** Holds the applied value the way a screen would, and shows it on the trigger. */
function Applied<T>({
  initial,
  label,
  format,
  ...props
}: Omit<FilterSheetProps<T>, 'value' | 'trigger'> & {
  initial: T;
  label: string;
  format: (value: T) => string;
}) {
  const [value, setValue] = React.useState(initial);
  return (
    <FilterSheet
      {...props}
      value={value}
      onApply={(next) => {
        setValue(next);
        props.onApply(next);
      }}
      trigger={
        <Button
          variant="secondary"
          style={{ margin: 'var(--jb-space-4)' }}
        >{`${label}: ${format(value)}`}</Button>
      }
    />
  );
}

const housingTypes = [
  ['ALL', '전체'],
  ['GENERAL', '원룸 · 투룸'],
  ['DORMITORY', '기숙사'],
  ['AGENCY', '부동산'],
] as const;
const housingLabel = (value: string) => housingTypes.find(([key]) => key === value)?.[1] ?? value;

const meta = {
  title: '패턴/필터 시트 · FilterSheet',
  component: FilterSheet<string>,
  tags: ['autodocs'],
  args: {
    kind: 'housingType',
    value: 'ALL',
    resetValue: 'ALL',
    onApply: fn(),
    onOpenChange: fn(),
    children: null,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '지도와 관심목록의 필터를 고르는 시트입니다. 필터 줄의 버튼(예: "유형: 전체")을 누르면 아래에서 올라오고, 위에 제목과 초기화, 가운데에 고를 항목, 아래에 적용하기 ' +
          '버튼이 있습니다.\n\n- **적용하기**: 처음 값과 달라졌을 때만 켜집니다. 누르면 적용되고 시트가 닫힙니다.\n- **적용하지 않고 닫기**: 아래로 밀거나 배경을 ' +
          '누르거나 Esc로 닫으면 고르던 것은 버려지고 적용된 값이 그대로 남습니다.\n- **초기화**: 고르던 것을 기본값(보통 "전체")으로 되돌립니다. 적용하기를 눌러야 ' +
          '반영됩니다.\n- **다시 열면**: 지금 적용된 값이 골라진 채로 열립니다.\n- **움직임**: 다른 시트보다 빠른 0.2초.\n\n항목의 모양은 화면이 ' +
          '정합니다. 아래 예시는 앱의 시트처럼 칩, 세그먼트 컨트롤, 체크박스로 만들었습니다.',
      },
    },
  },
} satisfies Meta<typeof FilterSheet<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

// The sheets render into the story's portal container, inside the canvas.
async function openFilter(canvasElement: HTMLElement, trigger: RegExp, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  return within(canvasElement).findByRole('dialog', { name: title });
}

async function waitClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
}

export const HousingType: Story = {
  name: '찐빵 유형 (적용 뒤 다시 열기)',
  render: (args) => (
    <Applied {...args} initial="ALL" label="유형" format={housingLabel}>
      <ChipOptions legend="찐빵 유형" options={housingTypes} />
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /유형: 전체/, '찐빵 유형');
    await expect(sheet).toHaveAttribute('data-duration', 'normal');
    const apply = within(sheet).getByRole('button', { name: '적용하기' });
    await expect(apply).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: '기숙사' }));
    await expect(apply).toBeEnabled();
    // choosing the applied option again means nothing changed
    await userEvent.click(within(sheet).getByRole('radio', { name: '전체' }));
    await expect(apply).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: '부동산' }));
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('AGENCY');
    await waitClosed(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '유형: 부동산' })).toBeVisible();
    // Opened again, the sheet starts from what was applied.
    const again = await openFilter(canvasElement, /유형: 부동산/, '찐빵 유형');
    await expect(within(again).getByRole('radio', { name: '부동산' })).toBeChecked();
  },
};

export const ClosingRestoresApplied: Story = {
  name: '적용하지 않고 닫으면 그대로',
  args: { kind: 'viewType', value: 'REVIEW', resetValue: 'REVIEW' },
  render: (args) => (
    <Applied
      {...args}
      initial="REVIEW"
      label="보기"
      format={(value) => (value === 'REVIEW' ? '후기별' : '건물별')}
    >
      <SegmentOptions
        legend="보기 유형"
        options={[
          ['REVIEW', '후기별'],
          ['BUILDING', '건물별'],
        ]}
      />
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    let sheet = await openFilter(canvasElement, /보기: 후기별/, '보기 유형');
    await userEvent.click(within(sheet).getByRole('radio', { name: '건물별' }));
    await expect(sheet).toHaveAttribute('data-changed');
    await userEvent.keyboard('{Escape}');
    await waitClosed(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /보기: 후기별/ })).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
    sheet = await openFilter(canvasElement, /보기: 후기별/, '보기 유형');
    await expect(within(sheet).getByRole('radio', { name: '후기별' })).toBeChecked();
    await expect(within(sheet).getByRole('button', { name: '적용하기' })).toBeDisabled();
  },
};

const universities = [
  ['1', '경상국립대학교 가좌캠퍼스'],
  ['2', '경상국립대학교 칠암캠퍼스'],
  ['3', '부산대학교 장전캠퍼스'],
  ['4', '서울대학교 관악캠퍼스'],
] as const;

export const University: Story = {
  name: '대학교: 초기화',
  args: { kind: 'university', value: '3', resetValue: '' },
  render: (args) => (
    <Applied
      {...args}
      initial="3"
      label="대학교"
      format={(value) => universities.find(([key]) => key === value)?.[1] ?? '전체'}
    >
      <ChipOptions legend="대학교" options={universities} />
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /대학교: 부산대학교/, '대학교');
    await expect(within(sheet).getByRole('radio', { name: '부산대학교 장전캠퍼스' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('button', { name: '초기화' }));
    for (const radio of within(sheet).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await expect(args.onApply).toHaveBeenCalledWith('');
    await waitClosed(canvasElement);
    const again = await openFilter(canvasElement, /대학교: 전체/, '대학교');
    for (const radio of within(again).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

interface ContractFilter {
  contractType: 'ALL' | 'JEONSE' | 'WOLSE';
  inMaintenanceCost: boolean;
}

export const Contract: StoryObj<typeof FilterSheet<ContractFilter>> = {
  name: '계약 형태 (여러 항목)',
  args: { onApply: fn() },
  render: (args) => (
    <Applied<ContractFilter>
      kind="contract"
      initial={{ contractType: 'ALL', inMaintenanceCost: false }}
      resetValue={{ contractType: 'ALL', inMaintenanceCost: false }}
      label="계약"
      format={(value) =>
        `${{ ALL: '전체', JEONSE: '전세', WOLSE: '월세' }[value.contractType]}${value.inMaintenanceCost ? ' · 관리비 포함' : ''}`
      }
      onApply={args.onApply ?? (() => {})}
    >
      {(draft) => (
        <div style={{ display: 'grid', gap: 'var(--jb-space-4)' }}>
          <SegmentedControl<ContractFilter['contractType']>
            label="계약 형태"
            fullWidth
            options={[
              { value: 'ALL', label: '전체' },
              { value: 'JEONSE', label: '전세' },
              { value: 'WOLSE', label: '월세' },
            ]}
            value={draft.value.contractType}
            onValueChange={(contractType) => draft.setValue((previous) => ({ ...previous, contractType }))}
          />
          <Checkbox
            label="관리비 포함"
            checked={draft.value.inMaintenanceCost}
            onCheckedChange={(inMaintenanceCost) =>
              draft.setValue((previous) => ({ ...previous, inMaintenanceCost }))
            }
          />
        </div>
      )}
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /계약: 전체/, '계약 형태');
    const apply = within(sheet).getByRole('button', { name: '적용하기' });
    const maintenance = within(sheet).getByRole('checkbox', { name: '관리비 포함' });
    await userEvent.click(maintenance);
    await expect(apply).toBeEnabled();
    // a fresh object with the applied fields is still "unchanged"
    await userEvent.click(maintenance);
    await expect(apply).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: '월세' }));
    await userEvent.click(maintenance);
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith({ contractType: 'WOLSE', inMaintenanceCost: true });
    await waitClosed(canvasElement);
    const again = await openFilter(canvasElement, /계약: 월세 · 관리비 포함/, '계약 형태');
    await expect(within(again).getByRole('radio', { name: '월세' })).toBeChecked();
  },
};

/** The map's 월 실거주비 chips as the app builds them (the steps and labels come from @jjinbbang/domain). */
const costSteps = [null, 40, 50, 60, 80] as const;
const costLabel = (max: number | null) => (max === null ? '상관없음' : `${max}만원 이하`);

export const MonthlyCost: StoryObj<typeof FilterSheet<number | null>> = {
  name: '계약 형태: 월 실거주비 (칩)',
  args: { onApply: fn() },
  parameters: { chromatic: { modes: atWidths(390, 1280) } },
  render: (args) => (
    <Applied<number | null>
      kind="contract"
      initial={null}
      resetValue={null}
      label="계약"
      format={(max) => (max === null ? '전체' : `실거주 ${costLabel(max)}`)}
      onApply={args.onApply ?? (() => {})}
    >
      {(draft) => (
        <section style={{ display: 'grid', gap: 'var(--jb-space-2)' }} aria-labelledby="cost-heading">
          <h3 id="cost-heading" style={{ margin: 0, fontSize: 'var(--jb-font-size-sm)' }}>
            월 실거주비
          </h3>
          <p
            style={{ margin: 0, fontSize: 'var(--jb-font-size-sm)', color: 'var(--jb-color-text-tertiary)' }}
          >
            보증금을 월세로 바꿔 월세·관리비와 더한 한 달 비용이에요.
          </p>
          <ChipGroup
            type="single"
            label="월 실거주비 상한"
            style={chipRowStyle}
            value={draft.value === null ? 'ANY' : String(draft.value)}
            onValueChange={(next) => next && draft.setValue(next === 'ANY' ? null : Number(next))}
          >
            {costSteps.map((step) => (
              <Chip key={step ?? 'ANY'} value={step === null ? 'ANY' : String(step)}>
                {costLabel(step)}
              </Chip>
            ))}
          </ChipGroup>
        </section>
      )}
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /계약: 전체/, '계약 형태');
    const group = within(sheet).getByRole('radiogroup', { name: '월 실거주비 상한' });
    await expect(within(group).getByRole('radio', { name: '상관없음' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '50만원 이하' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await expect(args.onApply).toHaveBeenCalledWith(50);
    await waitClosed(canvasElement);
    // Opened again, the applied bound is the chosen chip.
    const again = await openFilter(canvasElement, /계약: 실거주 50만원 이하/, '계약 형태');
    await expect(within(again).getByRole('radio', { name: '50만원 이하' })).toBeChecked();
    await expect(within(again).getByRole('button', { name: '적용하기' })).toBeDisabled();
  },
};

const keywords = [
  '채광이 좋아요',
  '조용해요',
  '역이 가까워요',
  '벌레가 없어요',
  '수압이 세요',
  '주인이 친절해요',
  '방음이 좋아요',
];

export const Keyword: StoryObj<typeof FilterSheet<string[]>> = {
  name: '찐 후기 필터 (최대 5개)',
  args: { onApply: fn() },
  render: (args) => (
    <Applied<string[]>
      kind="keyword"
      description="최대 5개까지 고를 수 있어요."
      initial={[]}
      resetValue={[]}
      label="찐 후기"
      format={(value) => `${value.length}개`}
      onApply={args.onApply ?? (() => {})}
    >
      {(draft) => (
        <ChipGroup
          type="multiple"
          label="후기 키워드"
          style={chipRowStyle}
          value={draft.value}
          onValueChange={draft.setValue}
        >
          {keywords.map((keyword) => (
            <Chip
              key={keyword}
              value={keyword}
              size="sm"
              // spec 002 §9: at most 5 keywords; the rest cannot be chosen until one is let go
              disabled={!draft.value.includes(keyword) && draft.value.length >= 5}
            >
              {keyword}
            </Chip>
          ))}
        </ChipGroup>
      )}
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /찐 후기: 0개/, '찐 후기 필터');
    await expect(sheet).toHaveAccessibleDescription('최대 5개까지 고를 수 있어요.');
    for (const keyword of keywords.slice(0, 5)) {
      await userEvent.click(within(sheet).getByRole('checkbox', { name: keyword }));
    }
    await expect(within(sheet).getByRole('checkbox', { name: keywords[5] })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await expect(args.onApply).toHaveBeenCalledWith(keywords.slice(0, 5));
    await waitClosed(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '찐 후기: 5개' })).toBeVisible();
    const again = await openFilter(canvasElement, /찐 후기: 5개/, '찐 후기 필터');
    await expect(within(again).getAllByRole('checkbox', { checked: true })).toHaveLength(5);
  },
};

export const BookmarkSort: Story = {
  name: '관심목록 정렬 (확인 버튼)',
  args: { kind: undefined, title: '정렬', applyLabel: '확인', value: 'LATEST', resetValue: 'LATEST' },
  render: (args) => (
    <Applied
      {...args}
      initial="LATEST"
      label="정렬"
      format={(value) => ({ LATEST: '최신순', LIKES: '좋아요순', STARS: '별점순' })[value] ?? value}
    >
      <SegmentOptions
        legend="정렬"
        options={[
          ['LATEST', '최신순'],
          ['LIKES', '좋아요순'],
          ['STARS', '별점순'],
        ]}
      />
    </Applied>
  ),
  play: async ({ canvasElement, args }) => {
    const sheet = await openFilter(canvasElement, /정렬: 최신순/, '정렬');
    await userEvent.click(within(sheet).getByRole('radio', { name: '별점순' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '확인' }));
    await expect(args.onApply).toHaveBeenCalledWith('STARS');
    await waitClosed(canvasElement);
    const again = await openFilter(canvasElement, /정렬: 별점순/, '정렬');
    await expect(within(again).getByRole('radio', { name: '별점순' })).toBeChecked();
  },
};
