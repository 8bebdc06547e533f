import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceStepView } from '../../packages/app/src/routes/writing/steps/PriceStep';
import { frameFor, generalDraft, InStoryRoot, pageDocs } from './WritingFixtures';

const jeonseDraft = { ...generalDraft, contractType: 'DEPOSIT_RENT' as const };

const meta = {
  title: '화면/후기 쓰기/계약 조건 · PriceStepView',
  component: PriceStepView,
  parameters: pageDocs(
    '보증금, 월세, 관리비(만원)를 적는 단계입니다. 적는 대로 천 단위 쉼표가 붙고, "다음"을 누르면 단위가 맞는지 한 번 더 묻습니다.\n\n- **전세**: 보증금만 묻습니다.\n- **오류**: 소수점이 있거나 한도(보증금 100억원, 월세 1,000만원, 관리비 300만원)를 넘으면 그 칸에서 바로 알려 줍니다. 적은 값은 바뀌지 않습니다.',
  ),
  args: {
    frame: frameFor('wolsePrice'),
    contractType: 'MONTHLY_RENT',
    initial: { deposit: '', monthlyRent: '', maintenanceCost: '' },
    onSubmit: fn(),
  },
  render: (args) => (
    <InStoryRoot>{(container) => <PriceStepView {...args} dialogContainer={container} />}</InStoryRoot>
  ),
} satisfies Meta<typeof PriceStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 001 §5: next asks whether the units are right; the story ends on that question. */
export const Wolse: Story = {
  name: '월세',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '보증금' }), '1000');
    await expect(canvas.getByRole('textbox', { name: '보증금' })).toHaveValue('1,000');
    await userEvent.type(canvas.getByRole('textbox', { name: '월세' }), '45');
    await userEvent.type(canvas.getByRole('textbox', { name: '관리비' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    const ask = await canvas.findByRole('alertdialog');
    await expect(ask).toHaveTextContent('단위를 올바르게 입력하셨나요?');
    await userEvent.click(within(ask).getByRole('button', { name: '맞아요' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deposit: 1000, monthlyRent: 45, maintenanceCost: 0 });
    await userEvent.click(await canvas.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(canvas.getByRole('alertdialog')).toBeVisible());
  },
};

export const Jeonse: Story = {
  name: '전세',
  args: { frame: frameFor('jeonsePrice', { draft: jeonseDraft }), contractType: 'DEPOSIT_RENT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // "전세 has no monthly rent": no field for it.
    await expect(canvas.queryByRole('textbox', { name: '월세' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: '전세 계약 조건을 알려 주세요' }),
    ).toBeVisible();
  },
};

/** issue 12: "45.5" stays as typed and is refused with a message — it never becomes 455. */
export const Decimal: Story = {
  name: '오류: 소수점',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '보증금' }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: '월세' }), '45.5');
    await expect(canvas.getByRole('textbox', { name: '월세' })).toHaveValue('45.5');
    await expect(
      canvas.getByText('월세는 만원 단위의 정수로 입력해 주세요. 소수점은 쓸 수 없어요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

/** A sign, an exponent or a word is refused as typed, never read as another amount; full-width digits are read. */
export const NotANumber: Story = {
  name: '오류: 숫자가 아닌 금액',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('textbox', { name: '보증금' });
    await userEvent.type(deposit, '-100');
    await expect(deposit).toHaveValue('-100');
    await userEvent.type(canvas.getByRole('textbox', { name: '월세' }), '５０');
    await expect(canvas.getByRole('textbox', { name: '월세' })).toHaveValue('50');
    await expect(canvas.getByText('숫자만 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

/** issue 12: an amount over the limit is refused in the step, not by a server error at the end. */
export const OverLimit: Story = {
  name: '오류: 한도 초과',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '보증금' }), '3000000000');
    await expect(canvas.getByRole('textbox', { name: '보증금' })).toHaveValue('3,000,000,000');
    await expect(
      canvas.getByText('보증금은 100억원 이하로 입력해 주세요. 만원 단위가 맞는지 확인해 주세요.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('wolsePrice', { alone: true }),
    initial: { deposit: '500', monthlyRent: '45', maintenanceCost: '5' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '보증금' })).toHaveValue('500');
    await expect(canvas.getByRole('textbox', { name: '관리비' })).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
