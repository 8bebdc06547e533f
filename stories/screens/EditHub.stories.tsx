import { editHubRows, type ReviewDraft, type ReviewKind } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditHubView } from '../../packages/app/src/routes/writing/EditHub';
import { summaryValue } from '../../packages/app/src/routes/writing/summary';
import { dormDraft, generalDraft, InStoryRoot, pageDocs } from './WritingFixtures';

/** The hub rows the edit wizard builds from the step table. */
const rowsOf = (kind: ReviewKind, draft: ReviewDraft) =>
  editHubRows(kind, draft).map((row) => ({
    row: row.row,
    label: row.label,
    value: summaryValue(row.row, draft),
    step: row.step,
  }));

const meta = {
  title: '화면/후기 수정/수정 허브 · EditHubView',
  component: EditHubView,
  parameters: pageDocs(
    '올린 후기를 고치는 첫 화면(수정 허브)입니다. 적은 내용이 한 줄씩 보이고, 줄을 누르면 그 항목을 고치러 갑니다. 바꿀 수 없는 줄은 오른쪽 화살표가 없고 누를 수 없습니다.\n\n- 아래에 **삭제하기**와 **다시 올리기**가 나란히 있습니다. 다시 올리기를 누르면 별점을 확인하는 시트가 열립니다.\n- **기숙사**: 기숙사 후기의 항목이 보입니다.\n- **오류**: 올리지 못하면 안내가 나오고, 고친 내용은 그대로 남습니다.',
  ),
  args: {
    rows: rowsOf('GENERAL', generalDraft),
    rating: 4,
    stage: 'idle',
    failure: '수정에 실패했어요. 잠시 후 다시 시도해 주세요.',
    onStageChange: fn(),
    onOpenRow: fn(),
    onReupload: fn(),
    onDelete: fn(),
    onAbort: fn(),
    onFinished: fn(),
  },
  render: (args) => (
    <InStoryRoot>{(container) => <EditHubView {...args} dialogContainer={container} />}</InStoryRoot>
  ),
} satisfies Meta<typeof EditHubView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    // The hub starts at its heading, not on the page body.
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '후기 수정하기' }),
    ).toHaveFocus();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^계약 형태 월세/ }));
    await expect(args.onOpenRow).toHaveBeenCalledWith('contractType');
    // issue 13: the footer's two buttons share the bar, full width — not small and left-aligned.
    const remove = canvas.getByRole('button', { name: '삭제하기' }).getBoundingClientRect();
    const reupload = canvas.getByRole('button', { name: '다시 올리기' }).getBoundingClientRect();
    const bar = (canvasElement.querySelector('[data-slot="actions"]') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(remove.width - reupload.width)).toBeLessThan(2);
    await expect(remove.left - bar.left).toBeLessThan(40);
    await expect(bar.right - reupload.right).toBeLessThan(40);
    await expect(remove.height).toBeGreaterThanOrEqual(48);
  },
};

/** spec 001 §2.4: a dormitory review cannot change its type or address. */
export const Dormitory: Story = {
  name: '기숙사',
  args: { rows: rowsOf('DORM', dormDraft), rating: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^찐빵 유형 기숙사 , 수정할 수 없어요$/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^기숙사 정보 경상국립대학교/ })).toBeEnabled();
  },
};

export const Rating: Story = {
  name: '다시 올리기',
  args: { stage: 'rating' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: '이 집은 몇 점인가요?' });
    await expect(within(dialog).getByRole('radio', { name: '별점 4점' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 올리기' }));
    await expect(args.onReupload).toHaveBeenCalledWith(4);
  },
};

export const Failed: Story = {
  name: '오류',
  args: { stage: 'failed', failure: '보증금을 입력해 주세요!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alertdialog', { name: '보증금을 입력해 주세요!' });
    await waitFor(() => expect(alert).toBeVisible());
  },
};
