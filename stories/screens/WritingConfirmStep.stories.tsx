import {
  confirmRowStep,
  housingTypeGroupOf,
  type ReviewDraft,
  SUMMARY_ROW_LABELS,
  summaryRowsFor,
} from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmStepView } from '../../packages/app/src/routes/writing/steps/ConfirmStep';
import { summaryValue } from '../../packages/app/src/routes/writing/summary';
import { dormDraft, frameFor, generalDraft, InStoryRoot, pageDocs } from './WritingFixtures';

/** The confirm rows the wizard builds from the step table. */
const rowsOf = (draft: ReviewDraft, photoCount = 3) => {
  const group = housingTypeGroupOf(draft.housingType ?? 'ROOM');
  return summaryRowsFor(group).map((row) => ({
    row,
    label: SUMMARY_ROW_LABELS[group][row],
    value: summaryValue(row, draft, { photoCount }),
    step: confirmRowStep(row, draft),
  }));
};

const meta = {
  title: '화면/후기 쓰기/확인 · ConfirmStepView',
  component: ConfirmStepView,
  parameters: pageDocs(
    '후기를 올리기 전 마지막 확인 화면입니다. 적은 내용이 한 줄씩 보이고, 줄을 누르면 그 단계로 돌아가 고칩니다.\n\n- **후기 올리기**를 누르면 별점을 묻는 시트가 열리고, 별점을 고르면 올라갑니다.\n- **기숙사**: 기숙사 후기의 항목(기숙사 정보, 입사 조건, 시설)이 보입니다.\n- **쓰지 않는 입력**: 새 건물로 적은 주소가 등록된 건물을 가리키면, 그 건물에 올라가면서 쓰이지 않는 입력(건물 이름, 지번 주소, 지도 위치)을 한 줄씩 알려 줍니다.\n- **오류**: 올리지 못하면 다시 시도할 수 있게 안내가 나옵니다. 적은 내용은 그대로 남습니다.',
  ),
  args: {
    frame: frameFor('confirm'),
    rows: rowsOf(generalDraft),
    rating: null,
    onOpenRow: fn(),
    onRate: fn(),
    submission: { submitting: false, error: null, submit: fn() },
  },
  render: (args) => (
    <InStoryRoot>{(container) => <ConfirmStepView {...args} dialogContainer={container} />}</InStoryRoot>
  ),
} satisfies Meta<typeof ConfirmStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getByRole('list', { name: '작성한 내용' });
    await expect(
      within(rows).getByRole('button', { name: /^계약 조건 월세 500\/45 · 관리비 5 , 수정하기$/ }),
    ).toBeVisible();
    await userEvent.click(within(rows).getByRole('button', { name: /^계약 조건/ }));
    await expect(args.onOpenRow).toHaveBeenCalledWith('wolsePrice');
    await userEvent.click(within(rows).getByRole('button', { name: /^사진 3장/ }));
    await expect(args.onOpenRow).toHaveBeenLastCalledWith('photos');
  },
};

export const UnusedInput: Story = {
  name: '쓰지 않는 입력',
  args: {
    unused: {
      title: '이 주소에 등록된 ‘새봄빌’에 후기가 올라가요.',
      lines: [
        '입력한 이름(새봄빌 203호) 대신 등록된 이름(새봄빌)으로 올라가요.',
        '입력한 지번 주소(가좌동 482-3) 대신 등록된 지번 주소(경남 진주시 가좌동 480)로 올라가요.',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('region', { name: '올라가지 않는 입력' });
    await expect(note).toHaveTextContent('이 주소에 등록된 ‘새봄빌’에 후기가 올라가요.');
    await expect(within(note).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Dormitory: Story = {
  name: '기숙사',
  args: { frame: frameFor('confirm', { draft: dormDraft }), rows: rowsOf(dormDraft) },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: '작성한 내용' }));
    await expect(rows.getByRole('button', { name: /^입사 조건 학점 기준 \(3\.8\)/ })).toBeVisible();
  },
};

/** A dormitory is rated as a dormitory, not as "이 집". */
export const DormitoryRating: Story = {
  name: '기숙사 별점',
  args: {
    frame: frameFor('confirm', { draft: dormDraft }),
    rows: rowsOf(dormDraft),
    kind: 'DORM',
    rating: 3,
    initialStage: 'rating',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rating = await canvas.findByRole('dialog', { name: '이 기숙사는 몇 점인가요?' });
    await waitFor(() => expect(rating).toBeVisible());
    await expect(within(rating).getByRole('radio', { name: '별점 3점' })).toBeChecked();
  },
};

/** The submission failed: the completion dialog stays open with the reason, ready to retry. */
export const Failed: Story = {
  name: '오류',
  args: {
    rating: 4,
    submission: {
      submitting: false,
      error: '후기를 올리지 못했어요: 사진을 다시 올려 주세요',
      submit: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '후기 올리기' }));
    const rating = await canvas.findByRole('dialog', { name: '이 집은 몇 점인가요?' });
    await expect(within(rating).getByRole('radio', { name: '별점 4점' })).toBeChecked();
    await userEvent.click(within(rating).getByRole('button', { name: '업로드' }));
    await expect(args.onRate).toHaveBeenCalledWith(4);
    const done = await canvas.findByRole('dialog', { name: '후기 작성을 마칠까요?' });
    await expect(within(done).getByRole('alert')).toHaveTextContent('사진을 다시 올려 주세요');
    await waitFor(() => expect(done).toBeVisible());
  },
};
