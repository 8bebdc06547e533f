import type { ReviewListItem } from '@jjinbbang/domain';
import {
  AppHeader,
  type CampusCardItem,
  CampusCarousel,
  PromoBanner,
  RecentlyViewedEmpty,
  ReviewCard,
  SafetyNotice,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campuses, recentReviews } from './fixtures';
import { Logo, ScreenFrame, Section } from './ScreenFrame';

interface HomeScreenProps {
  campuses: readonly CampusCardItem[];
  recent: readonly ReviewListItem[];
  onCampusSelect: (campus: CampusCardItem) => void;
  onReviewPress: (item: ReviewListItem) => void;
  onBrowseMap: () => void;
  onVerify: () => void;
}

function HomeScreen({
  campuses,
  recent,
  onCampusSelect,
  onReviewPress,
  onBrowseMap,
  onVerify,
}: HomeScreenProps) {
  return (
    <ScreenFrame nav="home">
      <AppHeader logo={<Logo />} />
      <main>
        <h1 className="jb-visually-hidden">찐빵 홈</h1>
        <PromoBanner onAction={onVerify} />
        <Section title="우리 학교 근처 둘러보기">
          <CampusCarousel campuses={campuses} onSelect={onCampusSelect} />
        </Section>
        <Section title="최근 본 후기">
          {recent.length === 0 ? (
            <RecentlyViewedEmpty onBrowseMap={onBrowseMap} />
          ) : (
            recent.map((item) => (
              <ReviewCard
                key={`${Object.keys(item)[0]}-${item.reviewInfo.updateAt}`}
                item={item}
                onPress={() => onReviewPress(item)}
              />
            ))
          )}
        </Section>
        <SafetyNotice />
      </main>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  tags: ['autodocs'],
  args: {
    campuses,
    recent: recentReviews,
    onCampusSelect: fn(),
    onReviewPress: fn(),
    onBrowseMap: fn(),
    onVerify: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '홈 화면(/) 구성: 헤더, 학교 인증 배너, 캠퍼스 캐러셀, 최근 본 후기(없으면 빈 상태), 안전 안내, 하단 내비. ' +
          '디자이너 검토용 합성이며 데이터는 stories/screens/fixtures.ts의 고정 값입니다.',
      },
    },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '최근 본 후기' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '진리관' }));
    await expect(args.onReviewPress).toHaveBeenCalledWith(recentReviews[1]);
    await userEvent.click(canvas.getByRole('button', { name: /부산캠퍼스/ }));
    await expect(args.onCampusSelect).toHaveBeenCalledWith(
      expect.objectContaining({ campusName: '부산캠퍼스' }),
    );
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoRecentReviews: Story = {
  args: { recent: [], campuses: campuses.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '최근 본 후기가 없어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '지도 둘러보기' }));
    await expect(args.onBrowseMap).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('서비스 준비 중이에요. 조금만 기다려 주세요!')).toBeVisible();
  },
};
