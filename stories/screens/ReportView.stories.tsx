import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportView } from '../../packages/app/src/routes/reading/ReportView';
import { screenParameters, withScreen } from './support';

const meta = {
  title: '화면/신고하기 · ReportView',
  component: ReportView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/building/review/101/report?reviewType=GENERAL'),
  args: {
    valid: true,
    gated: false,
    isAuthenticated: true,
    onSubmit: fn(async () => undefined),
    formatError: () => '신고에 실패했어요. 잠시 후 다시 시도해 주세요.',
    onReturn: fn(),
  },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '신고하기' })).toBeVisible();
    // spec 000 §5: confirm stays disabled until there is text.
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '신고 사유' }), '   ');
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
  },
};

export const Confirm: Story = {
  name: '확인 시트',
  args: { initialReason: '사진이 다른 건물의 사진이에요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  name: '너무 긴 사유',
  args: { initialReason: '가'.repeat(1001) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '신고 사유' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  name: '잘못된 주소',
  args: { valid: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '후기 정보를 불러올 수 없어요' }),
    ).toBeVisible();
  },
};

export const Gated: Story = {
  name: '미인증 (인증 안내)',
  args: { gated: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: '학교 인증하고 찐 후기를 무료로 보세요',
      }),
    ).toBeVisible();
  },
};
