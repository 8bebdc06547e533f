import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidths } from '../../.storybook/modes';
import { DormInfoStepView } from '../../packages/app/src/routes/writing/steps/DormInfoStep';
import { dormDraft, frameFor, pageDocs, universities } from './WritingFixtures';

const meta = {
  title: '화면/후기 쓰기/기숙사 정보 · DormInfoStepView',
  component: DormInfoStepView,
  parameters: pageDocs(
    '기숙사 후기의 첫 정보 단계입니다. 캠퍼스(대학교 이름으로 검색하거나 초성으로 찾기), 기숙사 이름, 방 인원, 층(기본 저층)을 적습니다.\n\n- 넓은 화면에서는 캠퍼스 목록이 더 많이 보입니다.\n- **오류**: 빠진 칸에 빨간 안내가 나오고 "다음"이 꺼집니다.',
  ),
  args: {
    frame: frameFor('dormitoryInfo', { draft: dormDraft }),
    universities: { status: 'ready', universities },
    initial: { campusId: null, university: '', dormitoryName: '', roomCapacity: null, floorType: null },
    onSubmit: fn(),
  },
} satisfies Meta<typeof DormInfoStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 13: the campus is found by typing its name. */
export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '대학교 검색' }), '경상 국립');
    await expect(canvas.queryByRole('radio', { name: '관악캠퍼스' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '가좌캠퍼스' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '기숙사 이름' }), '개척관');
    await userEvent.type(canvas.getByRole('textbox', { name: '방 인원' }), '2');
    await expect(canvas.getByRole('radio', { name: '저층' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      campusId: 1,
      university: '경상국립대학교',
      dormitoryName: '개척관',
      roomCapacity: 2,
      floorType: 'LOW',
    });
  },
};

/** issue 12: "2.5" stays as typed and is refused — it never becomes a 25인실. */
export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '방 인원' }), '2.5');
    await expect(canvas.getByRole('textbox', { name: '방 인원' })).toHaveValue('2.5');
    await expect(canvas.getByText('몇 인실인지 1 이상의 숫자로 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

/** The room capacity is refused on this screen in 인실, not by the server after every other step. */
export const CapacityTooLarge: Story = {
  name: '오류: 인실 한도',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '방 인원' }), '21');
    await userEvent.tab();
    await expect(canvas.getByText('20인실까지 입력할 수 있어요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: {
    frame: frameFor('dormitoryInfo', { draft: dormDraft, alone: true }),
    initial: {
      campusId: 1,
      university: '경상국립대학교',
      dormitoryName: '가좌 개척관',
      roomCapacity: 2,
      floorType: 'HIGH',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '가좌캠퍼스' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '고층' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '완료' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { universities: { status: 'loading' } },
  parameters: { chromatic: { modes: atWidths(390, 768) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('대학교 목록을 불러오는 중')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: '오류: 목록을 불러오지 못함',
  args: { universities: { status: 'error', message: '네트워크 연결을 확인해 주세요.', retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    if (args.universities.status === 'error') await expect(args.universities.retry).toHaveBeenCalled();
  },
};
