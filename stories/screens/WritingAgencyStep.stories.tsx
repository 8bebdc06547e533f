import { emptyReviewDraft } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgencyStepView } from '../../packages/app/src/routes/writing/steps/AgencyStep';
import { frameFor, pageParameters } from './WritingFixtures';

const agency = { ...emptyReviewDraft(), housingType: 'AGENCY' as const, address: '경남 진주시 가좌동 1' };

const meta = {
  title: '화면/후기 쓰기/상호명',
  component: AgencyStepView,
  parameters: pageParameters,
  args: { frame: frameFor('agency', { draft: agency }), initial: '', onSubmit: fn() },
} satisfies Meta<typeof AgencyStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 001 §2.3: whitespace is removed as it is typed.
    await userEvent.type(canvas.getByRole('textbox', { name: '상호명' }), '찐빵 공인중개사');
    await expect(canvas.getByRole('textbox', { name: '상호명' })).toHaveValue('찐빵공인중개사');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('찐빵공인중개사');
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '상호명' }));
    await userEvent.tab();
    await expect(canvas.getByText('공인중개사 상호명을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('agency', { draft: agency, alone: true }), initial: '찐빵부동산' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '상호명' })).toHaveValue('찐빵부동산');
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};
