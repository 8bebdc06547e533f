import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressEntryStepView } from '../../packages/app/src/routes/writing/steps/AddressEntryStep';
import { frameFor, generalDraft, pageParameters } from './WritingFixtures';

const empty = { address: '', addressDetail: '', detailedAddress: '' };

const meta = {
  title: '화면/후기 쓰기/주소',
  component: AddressEntryStepView,
  parameters: pageParameters,
  args: {
    frame: frameFor('addressEntry'),
    initial: empty,
    asksBuildingName: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddressEntryStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '주소를 입력해 주세요' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: '도로명 주소' }), ' 경남 진주시 진주대로 501 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '건물 이름 (선택)' }), '찐빵빌');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      address: '경남 진주시 진주대로 501',
      addressDetail: '',
      detailedAddress: '찐빵빌',
    });
  },
};

export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '도로명 주소' }));
    await userEvent.tab();
    await expect(canvas.getByText('주소를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { frame: frameFor('addressEntry', { alone: true }), initial: generalDraft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '도로명 주소' })).toHaveValue(generalDraft.address);
    await expect(canvas.getByRole('textbox', { name: '지번 주소 (선택)' })).toHaveValue('가좌동 900');
    // A new address goes on to its pin before returning to confirm.
    await expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled();
  },
};

export const Dormitory: Story = {
  name: '기숙사',
  args: { asksBuildingName: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: '건물 이름 (선택)' })).toBeNull();
  },
};
