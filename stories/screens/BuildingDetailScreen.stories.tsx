import {
  type BuildingDetail,
  buildingTypeLabel,
  type ReviewListItem,
  type SortOption,
} from '@jjinbbang/domain';
import {
  BackIcon,
  BottomSheet,
  Button,
  HeartToggle,
  IconButton,
  ImageSlider,
  KeywordCountChips,
  ListFooter,
  RatingSummary,
  ReviewCard,
  ScrollToTopButton,
  SortSelect,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildingDetail, buildingReviews } from './fixtures';
import { ScreenFrame, Section, textStyle } from './ScreenFrame';

interface BuildingDetailScreenProps {
  detail: BuildingDetail;
  reviews: readonly ReviewListItem[];
  /** Signed in and verified; otherwise the verification sheet covers the page (spec 000 §2). */
  verified: boolean;
  onBack: () => void;
  onLikeChange: (next: boolean) => void;
  onSortChange: (sort: SortOption) => void;
  onReviewPress: (item: ReviewListItem) => void;
  onVerify: () => void;
}

function infoOf(detail: BuildingDetail) {
  const info = detail.generalBuildingInfo ?? detail.dormitoryBuildingInfo ?? detail.agencyBuildingInfo;
  if (!info) throw new Error('building without info');
  return info;
}

function BuildingDetailScreen({
  detail,
  reviews,
  verified,
  onBack,
  onLikeChange,
  onSortChange,
  onReviewPress,
  onVerify,
}: BuildingDetailScreenProps) {
  const info = infoOf(detail);
  const [liked, setLiked] = useState(info.liked);
  return (
    <ScreenFrame>
      <main>
        <ImageSlider
          images={detail.reviewImages.imageUrl}
          label={`${info.name} 사진`}
          backButton={<IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={onBack} />}
        />
        <div
          style={{
            display: 'grid',
            gap: 'var(--jb-space-3)',
            padding: 'var(--jb-space-6) var(--jb-space-page)',
          }}
        >
          <p style={{ ...textStyle.secondary, color: 'var(--jb-color-text-brand)' }}>
            {buildingTypeLabel(info)}
          </p>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <h1
              style={{
                margin: 0,
                fontSize: 'var(--jb-font-size-2xl)',
                letterSpacing: 'var(--jb-letter-spacing-tight)',
              }}
            >
              {info.name}
            </h1>
            <HeartToggle
              liked={liked}
              likeLabel={`${info.name} 좋아요`}
              unlikeLabel={`${info.name} 좋아요 취소`}
              onLikedChange={(next) => {
                onLikeChange(next);
                setLiked(next);
              }}
            />
          </div>
          <p style={textStyle.secondary}>{info.address}</p>
          <RatingSummary rating={info.rating} reviewCount={info.reviewCount} size="lg" />
          <KeywordCountChips keywords={detail.keywords} />
        </div>
        <Section
          title="후기"
          action={<SortSelect defaultValue="RCMND" onValueChange={(value) => onSortChange(value)} />}
        >
          {reviews.map((item) => (
            <ReviewCard
              key={item.reviewInfo.updateAt}
              item={item}
              headingLevel={3}
              onPress={() => onReviewPress(item)}
            />
          ))}
          <ListFooter status="done" />
        </Section>
        <ScrollToTopButton />
      </main>
      <BottomSheet.Root open={!verified} dismissible={false}>
        <BottomSheet.Content>
          <BottomSheet.Handle />
          <BottomSheet.Title>학교 인증하고 찐 후기를 무료로 보세요</BottomSheet.Title>
          <BottomSheet.Description>
            인증된 학생만 건물과 후기의 자세한 내용을 볼 수 있어요.
          </BottomSheet.Description>
          <BottomSheet.Footer>
            <Button size="lg" fullWidth onClick={onVerify}>
              학교 인증하기
            </Button>
          </BottomSheet.Footer>
        </BottomSheet.Content>
      </BottomSheet.Root>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Building detail',
  component: BuildingDetailScreen,
  tags: ['autodocs'],
  args: {
    detail: buildingDetail,
    reviews: buildingReviews,
    verified: true,
    onBack: fn(),
    onLikeChange: fn(),
    onSortChange: fn(),
    onReviewPress: fn(),
    onVerify: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '건물 상세(/building/{id}) 구성: 사진 슬라이더와 뒤로 가기, 유형, 이름, 하트, 주소, 반올림 별점 요약, 키워드 칩, 정렬이 있는 후기 목록, ' +
          '맨 위로 버튼. 인증 전에는 학교 인증을 권하는 시트가 덮습니다.',
      },
    },
  },
} satisfies Meta<typeof BuildingDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '장전 스위트빌' })).toBeVisible();
    await expect(canvas.getByText('원/투룸 / 오피스텔')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '별점 5점 만점에 4.3점' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: '이 건물의 키워드' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌 좋아요' }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(true);
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'LATEST');
    await expect(args.onSortChange).toHaveBeenCalledWith('LATEST');
    await userEvent.click(canvas.getByRole('button', { name: '온천장 오피스텔' }));
    await expect(args.onReviewPress).toHaveBeenCalledWith(buildingReviews[1]);
    await expect(canvas.getByText('모두 불러왔어요')).toBeVisible();
  },
};

export const NeedsVerification: Story = {
  args: { verified: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: '학교 인증하고 찐 후기를 무료로 보세요' });
    await userEvent.click(within(sheet).getByRole('button', { name: '학교 인증하기' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};
