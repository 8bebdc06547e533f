import type { ReviewListItem, VerificationStatus } from '@jjinbbang/domain';
import {
  AppHeader,
  ListFooter,
  PencilIcon,
  ReviewCard,
  SettingsRow,
  StatusBadge,
  UserIcon,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { generalReview, jeonseReview, me } from './fixtures';
import { ScreenFrame, Section } from './ScreenFrame';

interface MyPageScreenProps {
  nickname: string;
  status: VerificationStatus;
  reviews: readonly ReviewListItem[];
  onAccount: () => void;
  onWriteReview: () => void;
  onReviewPress: (item: ReviewListItem) => void;
}

function MyPageScreen({
  nickname,
  status,
  reviews,
  onAccount,
  onWriteReview,
  onReviewPress,
}: MyPageScreenProps) {
  return (
    <ScreenFrame nav="mypage">
      <AppHeader title="나의 찐빵" />
      <main>
        <SettingsRow icon={<UserIcon />} trailing={<StatusBadge status={status} />} onClick={onAccount}>
          {nickname}
        </SettingsRow>
        <SettingsRow icon={<PencilIcon />} onClick={onWriteReview}>
          후기 작성하기
        </SettingsRow>
        <Section title="내가 쓴 후기">
          {reviews.length === 0 ? (
            <p style={{ margin: 0, color: 'var(--jb-color-text-tertiary)' }}>아직 쓴 후기가 없어요</p>
          ) : (
            reviews.map((item) => (
              <ReviewCard key={item.reviewInfo.updateAt} item={item} onPress={() => onReviewPress(item)} />
            ))
          )}
          {reviews.length > 0 && <ListFooter status="done" />}
        </Section>
      </main>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/My page',
  component: MyPageScreen,
  tags: ['autodocs'],
  args: {
    nickname: me.nickname,
    status: 'verified',
    reviews: [generalReview, jeonseReview],
    onAccount: fn(),
    onWriteReview: fn(),
    onReviewPress: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '마이페이지(/mypage) 구성: 프로필 행(인증 상태 배지, 계정 페이지로), 후기 작성 행, 내가 쓴 후기 목록, 하단 내비.',
      },
    },
  },
} satisfies Meta<typeof MyPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '나의 찐빵' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /찐빵이/ }));
    await expect(args.onAccount).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '후기 작성하기' }));
    await expect(args.onWriteReview).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '나의 찐빵' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Unverified: Story = {
  args: { status: 'unverified', reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /찐빵이/ })).toHaveTextContent('미인증');
    await expect(canvas.getByText('아직 쓴 후기가 없어요')).toBeVisible();
  },
};
