import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewDetailView } from '../../packages/app/src/routes/reading/ReviewDetailView';
import { details } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/후기 상세 · ReviewDetailView',
  component: ReviewDetailView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/building/review/101?reviewType=GENERAL', [390, 768, 1280]),
  args: {
    state: 'ready',
    isAuthenticated: true,
    content: details.general,
    isAuthor: false,
    errorText: null,
    onRetry: fn(),
    onBack: fn(),
    onLikeChange: fn(async () => {}),
    deleteStep: 'idle',
    onDeleteStepChange: fn(),
    onConfirmDelete: fn(),
    onDeleted: fn(),
    onAppeal: fn(async () => undefined),
    describeError: () => '검토를 요청하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
} satisfies Meta<typeof ReviewDetailView>;

/** The author's own review while staff keep it out of everyone else's sight (임시조치). */
const blinded = (appealedAt: string | null) => ({
  ...details.general,
  moderation: {
    status: 'blinded' as const,
    notice: '신고로 임시 조치된 후기예요',
    until: '2026-12-29T10:00:00+09:00',
    appealedAt,
  },
});

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The static map loads when it nears the viewport (LazyStaticMap): bring it there and wait for the map itself, not
 * its placeholder, so the picture always shows it.
 */
async function staticMapLoaded(canvasElement: HTMLElement) {
  const placeholder = within(canvasElement).getByRole('img', { name: /위치 지도$/, hidden: true });
  placeholder.scrollIntoView({ block: 'center' });
  await waitFor(
    () =>
      expect(within(canvasElement).getByRole('img', { name: /위치 지도$/, hidden: true })).toHaveAttribute(
        'data-component',
        'StaticMap',
      ),
    { timeout: 5000 },
  );
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

export const Reader: Story = {
  name: '일반 후기 (읽는 사람)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '장전 스위트빌' })).toBeVisible();
    await expect(canvas.getByText('월세 500/45 · 관리비 5')).toBeVisible();
    // issue 13: every keyword is reachable — 6 advantages and 3 drawbacks, none behind "+N".
    await expect(within(canvas.getByRole('list', { name: '장점' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(canvas.getByRole('list', { name: '단점' })).getAllByRole('listitem')).toHaveLength(3);
    // issue 13: the area in 평 and the floor.
    const room = canvas.getByRole('region', { name: '방 정보' });
    await expect(room).toHaveTextContent('23.1㎡ (7평)');
    await expect(room).toHaveTextContent('고층');
    await expect(canvas.getByRole('region', { name: '계약 정보' })).toHaveTextContent('500만원');
    // No answer to the 보증금 반환 step: no table for it.
    await expect(canvas.queryByRole('region', { name: '보증금 반환' })).toBeNull();
    // issue 11 item 5: the place on a static map, linking to the building's page.
    await expect(canvas.getByRole('img', { name: '장전 스위트빌 위치 지도' })).toBeVisible();
    await staticMapLoaded(canvasElement);
    await expect(canvas.getByRole('link', { name: '장전 스위트빌 보러 가기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/building\/\d+$/),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^이 후기 좋아요 취소/ }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('link', { name: '신고하기' }));
    await expect(currentPath()).toBe('/building/review/101/report?reviewType=GENERAL');
  },
};

export const DepositReturn: Story = {
  name: '보증금 반환 기록',
  args: { content: details.generalDepositReturn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '보증금 반환' })).toHaveTextContent(
      '전액 돌려받았어요 · 이사 후 14일',
    );
  },
};

export const Dormitory: Story = {
  name: '기숙사 후기 (작성자)',
  args: { content: details.dorm, isAuthor: true },
  parameters: screenParameters('/building/review/103?reviewType=DORM'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // issue 13: the dormitory fee, room size and floor.
    const dorm = canvas.getByRole('region', { name: '기숙사 정보' });
    await expect(dorm).toHaveTextContent('150만원');
    await expect(dorm).toHaveTextContent('2인실');
    await expect(dorm).toHaveTextContent('중층');
    await expect(canvas.getByRole('region', { name: '입사 조건' })).toHaveTextContent('경상남도');
    await expect(canvas.queryByRole('region', { name: '계약 정보' })).toBeNull();
    // spec 000 §6: the author edits and deletes instead of reporting.
    await expect(canvas.queryByRole('link', { name: '신고하기' })).toBeNull();
    await staticMapLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '수정하기' }));
    await expect(currentPath()).toBe('/review/103/update?reviewType=DORM');
  },
};

export const Agency: Story = {
  name: '공인중개사 후기',
  args: { content: details.agency },
  parameters: screenParameters('/building/review/104?reviewType=AGENCY'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('공인중개사', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '방 정보' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: '단점' })).toBeNull();
    await staticMapLoaded(canvasElement);
  },
};

export const AlreadyReported: Story = {
  name: '이미 신고한 후기 (읽는 사람)',
  args: { content: { ...details.general, reportedByMe: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // refused here, before the form: no way into the report form that the server would refuse at the end
    await expect(canvas.queryByRole('link', { name: '신고하기' })).toBeNull();
    const refused = canvas.getByRole('button', { name: '이미 신고한 후기예요' });
    await expect(refused).toBeDisabled();
    await expect(refused).toHaveAccessibleDescription(/운영팀이 확인하고 있어요/);
    await staticMapLoaded(canvasElement);
  },
};

export const AskDelete: Story = {
  name: '작성자 (삭제 확인)',
  args: { isAuthor: true, deleteStep: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog');
    await staticMapLoaded(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: '삭제하기' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

export const Blinded: Story = {
  name: '임시조치 (작성자)',
  args: { content: blinded(null), isAuthor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: '신고로 임시 조치된 후기예요' });
    await expect(notice).toHaveTextContent('2026.12.29까지 보이지 않아요');
    await userEvent.click(within(notice).getByRole('button', { name: '검토 요청하기' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '운영진에게 검토를 요청할까요?',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /운영진에게 전할 말/ }),
      '광고가 아니라 실제로 살아 본 후기예요.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '검토 요청하기' }));
    await expect(args.onAppeal).toHaveBeenCalledWith('광고가 아니라 실제로 살아 본 후기예요.');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await staticMapLoaded(canvasElement);
  },
};

export const Appealed: Story = {
  name: '임시조치 (검토 요청함)',
  args: { content: blinded('2026-12-01T09:30:00+09:00'), isAuthor: true },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: '신고로 임시 조치된 후기예요' });
    await expect(notice).toHaveTextContent('2026.12.01에 검토를 요청했어요');
    await expect(within(notice).queryByRole('button', { name: '검토 요청하기' })).toBeNull();
    await staticMapLoaded(canvasElement);
  },
};

export const DeletedByStaff: Story = {
  name: '운영진이 삭제한 후기 (작성자)',
  args: {
    state: 'error',
    content: undefined,
    errorText: '운영 정책에 따라 삭제된 후기예요. 사유: 다른 학생의 전화번호가 들어 있어요.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '운영 정책에 따라 삭제된 후기예요. 사유: 다른 학생의 전화번호가 들어 있어요.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { state: 'loading', content: undefined },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('후기를 불러오는 중');
    await expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: { state: 'error', content: undefined, errorText: '서버에 연결하지 못했어요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('서버에 연결하지 못했어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Gone: Story = {
  name: '사라진 후기',
  args: { state: 'gone', content: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '후기를 찾을 수 없어요' })).toBeVisible();
    await expect(canvas.getByText('작성자가 지웠거나 더 이상 볼 수 없는 후기예요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: '돌아가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '거절 (이유)',
  args: {
    state: 'error',
    content: undefined,
    errorText: '학교 인증을 완료한 사용자만 이용할 수 있어요.',
    onRetry: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('학교 인증을 완료한 사용자만 이용할 수 있어요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).toBeNull();
  },
};

export const Invalid: Story = {
  name: '잘못된 주소',
  args: { state: 'invalid', content: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('주소가 올바른지 확인해 주세요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).toBeNull();
  },
};

export const Pending: Story = {
  name: '인증 대기 (인증 안내)',
  args: { state: 'gated', content: undefined },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '학교 인증하고 찐 후기를 무료로 보세요',
    });
    await expect(within(sheet).getByRole('link', { name: '학교 인증하기' })).toBeVisible();
  },
};

export const Guest: Story = {
  name: '게스트 (인증 안내)',
  args: { state: 'gated', content: undefined, isAuthenticated: false },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '학교 인증하고 찐 후기를 무료로 보세요',
    });
    await expect(within(sheet).getByRole('link', { name: '로그인하고 인증하기' })).toBeVisible();
  },
};
