import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceStepView } from '../../packages/app/src/routes/writing/steps/PriceStep';
import { frameFor, generalDraft, pageDocs } from './WritingFixtures';

const jeonse = { ...generalDraft, contractType: 'DEPOSIT_RENT' as const, deposit: null, monthlyRent: null };

const meta = {
  title: '화면/후기 수정/계약 조건 · PriceStepView',
  component: PriceStepView,
  parameters: pageDocs(
    '올린 후기의 금액을 고치는 화면입니다. 지금 금액이 채워진 채로 열립니다.\n\n- **계약 형태를 바꾼 뒤**: 예전 금액은 비워져, 새 계약 형태의 금액을 처음부터 적습니다.\n- **오류**: 소수점이나 한도를 넘는 금액은 그 칸에서 바로 알려 줍니다.',
  ),
  args: {
    frame: frameFor('wolsePrice', { mode: 'edit' }),
    contractType: 'MONTHLY_RENT',
    initial: { deposit: '500', monthlyRent: '45', maintenanceCost: '5' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof PriceStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '관리비 (선택)' })).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};

/** issue 12: after 월세 → 전세 the deposit is asked again, empty, never carried over as a 전세 price. */
export const AfterContractChange: Story = {
  name: '계약 형태를 바꾼 뒤',
  args: {
    frame: frameFor('jeonsePrice', { mode: 'edit', draft: jeonse }),
    contractType: 'DEPOSIT_RENT',
    initial: { deposit: '', monthlyRent: '', maintenanceCost: '5' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '보증금' })).toHaveValue('');
    await expect(canvas.queryByRole('textbox', { name: '월세' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '월세' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '월세' }), '450000');
    await expect(
      canvas.getByText('월세는 1,000만원 이하로 입력해 주세요. 만원 단위가 맞는지 확인해 주세요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeDisabled();
  },
};
