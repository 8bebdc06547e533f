import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ContractInfoTable,
  DormitoryConditionsTable,
  DormitoryFacilitiesTable,
  InfoTable,
} from './InfoTable';

const meta = {
  title: 'Components/Content/InfoTable',
  component: InfoTable,
  tags: ['autodocs'],
  args: {
    title: '지도 정보',
    rows: [
      { label: '유형', value: '원/투룸' },
      { label: '주소', value: '부산 금정구 장전온천천로 51' },
      { label: '상세 주소', value: '장전동 123-4' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기 상세의 "이름 — 값" 표(`<dl>`). `InfoTable`(title · headingLevel · rows[{label, value}])이 기본이고, ' +
          '`ContractInfoTable`(contractType · deposit · monthlyRent · maintenanceCost, 만원 단위 → "500만원", "1억 2,000만원"; 전세는 월세 줄 없음, 관리비 0/null은 "없음"), ' +
          '`DormitoryConditionsTable`(conditions: currentRegion · currentGrade, 없으면 "조건 없음"), ' +
          '`DormitoryFacilitiesTable`(facilities: privateFacilities · publicFacilities · lounge)이 도메인 데이터를 받아 줄을 만듭니다. ' +
          '모든 고정 문구는 `labels`로 바꿀 수 있습니다. 선택자: `[data-component="InfoTable"]`, `[data-slot="title|list|row|label|value"]`.',
      },
    },
  },
} satisfies Meta<typeof InfoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '지도 정보' });
    await expect(within(section).getAllByRole('term')).toHaveLength(3);
    await expect(within(section).getAllByRole('definition')[1]).toHaveTextContent(
      '부산 금정구 장전온천천로 51',
    );
  },
};

export const MonthlyRent: StoryObj<typeof ContractInfoTable> = {
  render: () => (
    <ContractInfoTable contractType="MONTHLY_RENT" deposit={500} monthlyRent={45} maintenanceCost={5} />
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '계약 정보' });
    const values = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(values).toEqual(['월세', '500만원', '45만원', '5만원']);
  },
};

export const Jeonse: StoryObj<typeof ContractInfoTable> = {
  render: () => <ContractInfoTable contractType="DEPOSIT_RENT" deposit={12000} maintenanceCost={null} />,
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement)
      .getAllByRole('term')
      .map((d) => d.textContent);
    await expect(terms).toEqual(['계약 형태', '보증금', '관리비']);
    const values = within(canvasElement)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(values).toEqual(['전세', '1억 2,000만원', '없음']);
  },
};

export const DormitoryConditions: StoryObj<typeof DormitoryConditionsTable> = {
  render: () => (
    <DormitoryConditionsTable conditions={{ currentRegion: '경상남도 창원시', currentGrade: '4.0' }} />
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '입사 조건' });
    await expect(section).toHaveTextContent('경상남도 창원시');
    await expect(section).toHaveTextContent('4.0');
  },
};

export const DormitoryNoConditions: StoryObj<typeof DormitoryConditionsTable> = {
  render: () => <DormitoryConditionsTable conditions={{ currentRegion: null, currentGrade: null }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('조건 없음')).toHaveLength(2);
  },
};

export const DormitoryFacilities: StoryObj<typeof DormitoryFacilitiesTable> = {
  render: () => (
    <DormitoryFacilitiesTable
      facilities={{
        privateFacilities: ['화장실', '샤워실'],
        publicFacilities: ['냉장고', '세탁기'],
        lounge: true,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const values = within(canvasElement)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(values).toEqual(['화장실, 샤워실', '냉장고, 세탁기', '있음']);
  },
};
