import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blindedReviewDetail, moderator, reviewDetail } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { ReviewCaseView } from './ReviewCaseView';

const meta = {
  title: '화면/운영/후기 처리',
  component: ReviewCaseView,
  decorators: [
    (Story) => (
      <div className="jbc-page jbc-narrow">
        <Story />
      </div>
    ),
    withConsole,
  ],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/reviews/2344', nav: 'reviews', title: '후기 #2344' },
    '후기 한 개를 처리하는 화면입니다(신고 화면의 옆 패널에도 같은 내용이 나옵니다). 장소·작성자·상태, 처리 단추, 학생에게 보이는 글, 신고 목록, ' +
      '활동 기록이 차례로 있습니다. 글에서 가릴 부분을 마우스로 끌거나 Shift와 화살표로 고른 뒤 "고른 부분 가리기"를 누르면 까닭을 골라 가립니다. ' +
      '임시조치와 삭제는 작성자에게 전할 사유를 꼭 적고, 되돌리기 어려운 결정은 한 번 더 묻습니다.',
  ),
  args: {
    review: { status: 'ready', data: reviewDetail },
    role: 'admin',
    onDecide: fn(async () => undefined),
    onMask: fn(async () => undefined),
    onUnmask: fn(async () => undefined),
    pending: null,
    error: null,
    auditHref: '/audit?targetType=review&targetId=2344',
  },
} satisfies Meta<typeof ReviewCaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reported: Story = {
  name: '기본 (신고된 후기)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = canvas.getByRole('region', { name: '처리' });
    await expect(within(actions).getByRole('button', { name: '신고 기각' })).toBeVisible();
    await expect(within(actions).getByRole('button', { name: '임시조치 (30일)' })).toBeVisible();
    await expect(within(actions).getByRole('button', { name: '삭제' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '후기 내용' })).toHaveTextContent('"010-2345-6789"');
    await expect(canvas.getByRole('region', { name: '활동 기록' })).toHaveTextContent('내용 가림');
    await expect(canvas.getByRole('button', { name: '고른 부분 가리기' })).toBeDisabled();
  },
};

export const Mask: Story = {
  name: '일부 가리기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /학생에게 보이는 글이에요/ }) as HTMLTextAreaElement;
    // Staff select "월세 45만원" (with the mouse, or Shift and the arrows); the selection ends with a key's release.
    const start = text.value.indexOf('월세 45만원');
    await userEvent.click(text);
    text.setSelectionRange(start, start + '월세 45만원'.length);
    await userEvent.keyboard('{Shift}');
    await expect(canvas.getByText('고른 글: "월세 45만원" (7자)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '고른 부분 가리기' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '고른 부분을 가릴까요?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '가리기' }));
    await expect(within(dialog).getByText('가리는 까닭을 골라 주세요.')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /가리는 까닭/ }), '허위 의심');
    await userEvent.click(within(dialog).getByRole('button', { name: '가리기' }));
    await expect(args.onMask).toHaveBeenCalledWith({
      start,
      end: start + 7,
      reason: 'false_claim',
      note: '',
    });
  },
};

export const Blind: Story = {
  name: '임시조치 (사유 적기)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '임시조치 (30일)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '후기를 임시 조치할까요?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '임시조치' }));
    await expect(within(dialog).getByText('사유를 적어 주세요.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /사유/ }),
      '다른 사람의 전화번호가 들어 있어요',
    );
  },
};

export const Appealed: Story = {
  name: '임시조치 (검토 요청)',
  args: { review: { status: 'ready', data: blindedReviewDetail } },
  parameters: { console: { path: '/reviews/2339', nav: 'reviews', title: '후기 #2339' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '검토 요청' })).toHaveTextContent('다시 봐 주세요.');
    await expect(canvas.queryByRole('button', { name: '임시조치 (30일)' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '임시조치 유지' }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '임시조치를 유지할까요?',
    });
    await userEvent.click(within(ask).getByRole('button', { name: '임시조치 유지' }));
    await expect(args.onDecide).toHaveBeenCalledWith('uphold', '');
  },
};

export const DeletedModerator: Story = {
  name: '삭제된 후기 (운영자)',
  args: {
    role: 'moderator',
    review: {
      status: 'ready',
      data: {
        ...reviewDetail,
        status: 'deleted',
        openReports: 0,
        deleteReason: '광고 글이에요',
        reports: [],
      },
    },
  },
  parameters: { staff: moderator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('삭제 취소는 관리자만 할 수 있어요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '삭제 취소' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '고른 부분 가리기' })).toBeDisabled();
  },
};

export const TakenByOther: Story = {
  name: '다른 운영진이 먼저 처리함',
  args: { error: '다른 운영진이 먼저 처리했어요. 새로 고친 뒤 다시 확인해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '다른 운영진이 먼저 처리했어요.',
    );
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { review: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '후기를 불러오는 중' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '오류',
  args: { review: { status: 'error', message: '후기를 찾을 수 없어요.', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '후기를 불러오지 못했어요' }),
    ).toBeVisible();
  },
};
