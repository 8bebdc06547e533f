import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ContractInfoTable,
  DormitoryConditionsTable,
  DormitoryFacilitiesTable,
  InfoTable,
} from './InfoTable';

const meta = {
  title: '컴포넌트/콘텐츠/정보 표 · InfoTable',
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
          '후기·건물 상세의 "이름: 값" 표입니다. 제목 아래 왼쪽에 회색 이름, 오른쪽에 값이 한 줄씩 놓입니다.\n\n- **계약 정보**: 계약 형태, 보증금, 월세(전세면 ' +
          '빠짐), 관리비(없으면 "없음"). 금액은 "1,000만원", "1억 2,000만원"처럼.\n- **기숙사**: 입사 조건(거주 지역, 학점, 없으면 "조건 없음")과 ' +
          '시설.\n- **긴 값**: 값 칸 안에서 줄을 바꿉니다.',
      },
    },
  },
} satisfies Meta<typeof InfoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '지도 정보' });
    await expect(within(section).getAllByRole('term')).toHaveLength(3);
    await expect(within(section).getAllByRole('definition')[1]).toHaveTextContent(
      '부산 금정구 장전온천천로 51',
    );
  },
};

export const MonthlyRent: StoryObj<typeof ContractInfoTable> = {
  name: '계약 정보: 월세',
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
  name: '계약 정보: 전세 (월세 없음)',
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
  name: '기숙사: 입사 조건',
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
  name: '기숙사: 조건 없음',
  render: () => <DormitoryConditionsTable conditions={{ currentRegion: null, currentGrade: null }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('조건 없음')).toHaveLength(2);
  },
};

export const DormitoryFacilities: StoryObj<typeof DormitoryFacilitiesTable> = {
  name: '기숙사: 시설',
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
