import { emptyReviewDraft } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgencyStepView } from '../../packages/app/src/routes/writing/steps/AgencyStep';
import { frameFor, pageDocs } from './WritingFixtures';

const agency = { ...emptyReviewDraft(), housingType: 'AGENCY' as const, address: '경남 진주시 가좌동 1' };

const meta = {
  title: '화면/후기 쓰기/상호명 · AgencyStepView',
  component: AgencyStepView,
  parameters: pageDocs(
    '부동산 후기를 쓸 때 공인중개사무소의 상호명을 적는 단계입니다. 띄어쓰기는 적는 대로 빠집니다("찐빵 공인중개사" → "찐빵공인중개사").\n\n- **오류**: 비운 채 지나가면 빨간 안내가 나오고 "다음"이 꺼집니다.\n- **확인에서 다시 열기**: 확인 화면에서 고치러 오면 버튼이 "완료"로 바뀌고 확인 화면으로 돌아갑니다.',
  ),
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
