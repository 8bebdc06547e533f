import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyPageView } from '../../packages/app/src/routes/account/MyPageView';
import type { DraftInProgress } from '../../packages/app/src/routes/writing/drafts';
import { reportReachable, reportUnreachable } from '../../packages/app/src/session/connection';
import { loginControls, pagedList, rejection, reviewEntries, user } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 60 * 60 * 1000;

const createDraft: DraftInProgress = {
  key: 'review:1',
  mode: 'create',
  place: '찐빵하우스',
  progress: { step: 5, total: 14 },
  savedAt: NOW - 3 * HOUR,
  href: '/review/floor',
};
const editDraft: DraftInProgress = {
  key: 'review:1:edit:9',
  mode: 'edit',
  place: '개척관',
  progress: null,
  savedAt: NOW - 20 * 60 * 1000,
  href: '/review/9/update?reviewType=DORM',
};

const meta = {
  title: '화면/나의 찐빵 · MyPageView',
  component: MyPageView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/mypage', [390, 768, 1280]),
  args: {
    viewer: { kind: 'member', user: user(), status: 'verified' },
    login: loginControls(),
    reviews: pagedList(reviewEntries.slice(0, 3), { total: 3 }),
    drafts: [],
    onDiscardDraft: fn(),
    now: NOW,
  },
} satisfies Meta<typeof MyPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  name: '인증됨',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('navigation', { name: '내 계정' });
    await expect(profile).toHaveTextContent('따끈한 찐빵');
    await expect(profile).toHaveTextContent('인증 완료');
    await expect(canvas.getByRole('heading', { name: /^내가 쓴 후기/ })).toHaveTextContent('3');
    await expect(
      within(canvas.getByRole('list', { name: '내가 쓴 후기 목록' })).getAllByRole('article'),
    ).toHaveLength(3);
    // 작성 중인 후기 없음: no draft card.
    await expect(canvas.queryByRole('region', { name: /중인 후기가 있어요/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '후기 작성하기' }));
    await expect(currentPath()).toBe('/review/type');
  },
};

export const DraftInProgressShown: Story = {
  name: '작성 중인 후기 있음',
  // A draft kept on this browser: what it is about, how far it got, when it was saved, and the way back to it.
  parameters: screenParameters('/mypage', [360, 390, 768, 1280]),
  args: { drafts: [createDraft, editDraft] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = canvas.getByRole('region', { name: '작성 중인 후기가 있어요' });
    await expect(draft).toHaveTextContent('찐빵하우스 · 5/14단계 · 3시간 전 저장');
    const edit = canvas.getByRole('region', { name: '수정 중인 후기가 있어요' });
    await expect(edit).toHaveTextContent('개척관 · 20분 전 저장');
    // The drafts come before the list of reviews, right under the way to write one.
    await expect(
      draft.compareDocumentPosition(canvas.getByRole('heading', { name: /^내가 쓴 후기/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(within(draft).getByRole('link', { name: '이어서 작성하기' }));
    await expect(currentPath()).toBe('/review/floor');
    await userEvent.click(within(edit).getByRole('link', { name: '이어서 수정하기' }));
    await expect(currentPath()).toBe('/review/9/update?reviewType=DORM');
    // The picture shows the cards at rest, not the focus the last click left.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const DraftDiscard: Story = {
  name: '작성 중인 후기 삭제',
  args: { drafts: [createDraft] },
  parameters: {
    visual: { skip: '삭제를 묻는 대화상자가 닫힌 뒤의 화면은 "작성 중인 후기 있음"이 담고 있어요' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draft = canvas.getByRole('region', { name: '작성 중인 후기가 있어요' });
    await userEvent.click(within(draft).getByRole('button', { name: '삭제' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '작성 중인 후기를 삭제할까요?',
    });
    await waitFor(() => expect(alert).toBeVisible());
    await expect(alert).toHaveTextContent('올린 사진');
    // Changing one's mind keeps the draft.
    await userEvent.click(within(alert).getByRole('button', { name: '그대로 둘게요' }));
    await expect(args.onDiscardDraft).not.toHaveBeenCalled();
    await userEvent.click(within(draft).getByRole('button', { name: '삭제' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: '삭제' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledWith(createDraft);
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: {
    viewer: { kind: 'member', user: user({ university: null }), status: 'unverified' },
    reviews: pagedList([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '내 계정' })).toHaveTextContent('학교 인증 전');
    await expect(canvas.getByRole('heading', { name: '아직 쓴 후기가 없어요' })).toBeVisible();
    // spec 000 §5: writing needs verified status; others are told why.
    await userEvent.click(canvas.getByRole('button', { name: '후기 작성하기' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(alert).toBeVisible());
    await expect(alert).toHaveTextContent('인증');
    await expect(within(alert).getByRole('button', { name: '학교 인증하기' })).toBeVisible();
  },
};

export const Pending: Story = {
  name: '인증 대기',
  args: { viewer: { kind: 'member', user: user(), status: 'pending' }, reviews: pagedList([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '내 계정' })).toHaveTextContent('인증 대기');
    // A pending student is told the verification is being checked and can go and see it, not only [확인].
    await userEvent.click(canvas.getByRole('button', { name: '후기 작성하기' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '입학 증명서를 확인하고 있어요',
    });
    await waitFor(() => expect(alert).toBeVisible());
    await expect(within(alert).getByRole('button', { name: '인증 상태 보기' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: '닫기' })).toBeVisible();
  },
};

export const Rejected: Story = {
  name: '반려',
  args: {
    viewer: {
      kind: 'member',
      user: user({ university: null, univAuthentication: '미인증', rejection }),
      status: 'rejected',
    },
    reviews: pagedList([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '내 계정' })).toHaveTextContent('반려');
    // decisions.md: the staff's reason, and where to upload again.
    const notice = canvas.getByRole('region', { name: '입학 증명서가 반려됐어요' });
    await expect(notice).toHaveTextContent('이미지를 알아볼 수 없어요');
    await expect(notice).toHaveTextContent('밝은 곳에서 다시 찍어 주세요');
    await userEvent.click(within(notice).getByRole('link', { name: '입학 증명서 다시 올리기' }));
    await expect(currentPath()).toBe('/auth/student/new');
  },
};

export const Guest: Story = {
  name: '게스트',
  args: { viewer: { kind: 'guest' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.login.start).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { viewer: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  },
};

export const ReviewsFailed: Story = {
  name: '후기 오류',
  args: {
    reviews: pagedList([], { status: 'error', more: 'error', errorText: '서버에 연결하지 못했어요.' }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '후기를 불러오지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.reviews.onRetry).toHaveBeenCalled();
  },
};

export const Offline: Story = {
  name: '연결 불안정 (보던 화면 그대로)',
  // The API stopped answering while the page was open: what it showed stays, and the note sits above the
  // bottom navigation until an answer comes.
  parameters: screenParameters('/mypage', [360, 390, 768, 1280]),
  beforeEach: () => {
    reportUnreachable();
    return reportReachable;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연결이 불안정해요')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '내 계정' })).toHaveTextContent('따끈한 찐빵');
    await expect(canvas.queryByRole('heading', { name: '로그인이 필요해요' })).toBeNull();
  },
};
