import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloorStepView } from '../../packages/app/src/routes/writing/steps/FloorStep';
import { frameFor, pageDocs } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/집 정보 · FloorStepView',
  component: FloorStepView,
  parameters: pageDocs(
    '건물 이름, 면적(평, 소수점 한 자리까지), 층을 적는 단계입니다.\n\n- **오류**: 비운 칸을 지나가면 빨간 안내가 나오고 "다음"이 꺼집니다.',
  ),
  args: {
    frame: frameFor('floor'),
    initial: { buildingName: '찐빵빌', area: null, floorType: null },
    onSubmit: fn(),
  },
} satisfies Meta<typeof FloorStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '면적' }), '7.5');
    await userEvent.click(canvas.getByRole('radio', { name: '중층' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ buildingName: '찐빵빌', area: 7.5, floorType: 'MID' });
  },
};

export const Invalid: Story = {
  name: '오류',
  args: { initial: { buildingName: '', area: null, floorType: 'LOW' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '건물 이름' }));
    await userEvent.click(canvas.getByRole('textbox', { name: '면적' }));
    await userEvent.tab();
    await expect(canvas.getByText('건물 이름을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('면적을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('floor', { alone: true }),
    initial: { buildingName: '찐빵빌', area: 7.5, floorType: 'MID' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '면적' })).toHaveValue('7.5');
    await expect(canvas.getByRole('radio', { name: '중층' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};

/** The area is refused on this screen, in 평, not by the server's ㎡ limit at the final submit. */
export const AreaTooLarge: Story = {
  name: '오류: 면적 한도',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '면적' });
    await userEvent.type(area, '1000');
    await userEvent.tab();
    await expect(canvas.getByText('면적은 907평 이하로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(area);
    await userEvent.type(area, '0');
    await expect(canvas.getByText('면적은 0보다 크게 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

/** A registered building picked in the place step: its name is shown, not typed over. */
export const PickedBuilding: Story = {
  name: '등록된 건물',
  args: { initial: { buildingName: '미소빌', area: null, floorType: null }, nameLocked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '건물 이름' });
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, ' 203호');
    await expect(name).toHaveValue('미소빌');
    await expect(name).toHaveAccessibleDescription(/등록된 건물의 이름이에요/);
    await userEvent.type(canvas.getByRole('textbox', { name: '면적' }), '7');
    await userEvent.click(canvas.getByRole('radio', { name: '저층' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ buildingName: '미소빌', area: 7, floorType: 'LOW' });
  },
};
