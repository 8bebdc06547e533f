import { formatDate, HOUSING_TYPE_LABELS, type ReviewDetail, reviewTypeLabel } from '@jjinbbang/domain';
import {
  BackIcon,
  Button,
  ContractInfoTable,
  DormitoryConditionsTable,
  DormitoryFacilitiesTable,
  HeartToggle,
  IconButton,
  ImageSlider,
  InfoTable,
  KeywordTagRow,
  keywordTagsFromCodes,
  MapMarkerPin,
  StarRating,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dormReviewDetail, generalReviewDetail, me } from './fixtures';
import { ScreenFrame, textStyle } from './ScreenFrame';

interface ReviewDetailScreenProps {
  review: ReviewDetail;
  /** The signed-in user's id: the author sees edit and delete instead of report (spec 000 §6). */
  viewerId: number;
  onBack: () => void;
  onLikeChange: (next: boolean) => void;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ReviewDetailScreen({
  review,
  viewerId,
  onBack,
  onLikeChange,
  onReport,
  onEdit,
  onDelete,
}: ReviewDetailScreenProps) {
  const info = review.generalReviewInfo ?? review.dormitoryReviewInfo ?? review.agencyReviewInfo;
  if (!info) throw new Error('review without info');
  const typeLine = reviewTypeLabel(info);
  const isAuthor = review.authorId === viewerId;
  return (
    <ScreenFrame>
      <main>
        <ImageSlider
          images={review.reviewImages.imageUrl}
          label="후기 사진"
          backButton={<IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={onBack} />}
        />
        <div
          style={{
            display: 'grid',
            gap: 'var(--jb-space-3)',
            padding: 'var(--jb-space-6) var(--jb-space-page)',
          }}
        >
          <p style={{ ...textStyle.secondary, color: 'var(--jb-color-text-brand)' }}>{typeLine}</p>
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
              liked={info.liked}
              count={review.reviewInfo.likeCount}
              likeLabel="이 후기 좋아요"
              unlikeLabel="이 후기 좋아요 취소"
              onLikedChange={onLikeChange}
            />
          </div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--jb-space-3)' }}>
            <StarRating value={info.rating} />
            <time dateTime={review.reviewInfo.updateAt} style={textStyle.secondary}>
              {formatDate(review.reviewInfo.updateAt)}
            </time>
          </div>
          <p style={{ ...textStyle.primary, lineHeight: 'var(--jb-line-height-relaxed)' }}>
            {review.reviewInfo.content}
          </p>
          <KeywordTagRow tags={keywordTagsFromCodes(review.keywords.positive)} label="장점" />
          <KeywordTagRow tags={keywordTagsFromCodes(review.keywords.negative)} label="단점" />
        </div>
        <div
          style={{
            display: 'grid',
            gap: 'var(--jb-space-7)',
            padding: '0 var(--jb-space-page) var(--jb-space-7)',
          }}
        >
          {review.generalReviewInfo && (
            <ContractInfoTable
              headingLevel={2}
              contractType={review.generalReviewInfo.contractType}
              deposit={review.generalReviewInfo.deposit}
              monthlyRent={review.generalReviewInfo.price}
              maintenanceCost={review.generalReviewInfo.maintenanceCost}
            />
          )}
          {'conditions' in review && review.conditions && (
            <DormitoryConditionsTable headingLevel={2} conditions={review.conditions} />
          )}
          {'facilities' in review && review.facilities && (
            <DormitoryFacilitiesTable headingLevel={2} facilities={review.facilities} />
          )}
          <InfoTable
            headingLevel={2}
            title="지도 정보"
            rows={[
              { label: '유형', value: HOUSING_TYPE_LABELS[review.building.type] },
              { label: '주소', value: review.building.address },
              { label: '상세 주소', value: review.building.name },
            ]}
          />
          {/* stand-in for the static level-3 map (not draggable or zoomable) */}
          <div
            role="img"
            aria-label={`${review.building.name} 위치 지도`}
            style={{
              display: 'grid',
              placeItems: 'center',
              height: 180,
              borderRadius: 'var(--jb-radius-md)',
              background: 'var(--jb-color-surface-sunken)',
            }}
          >
            <MapMarkerPin
              type={review.dormitoryReviewInfo ? 'DORMITORY' : review.agencyReviewInfo ? 'AGENCY' : 'GENERAL'}
            />
          </div>
        </div>
      </main>
      <footer
        style={{
          display: 'flex',
          gap: 'var(--jb-space-3)',
          padding: 'var(--jb-space-4) var(--jb-space-page) calc(var(--jb-space-4) + var(--jb-safe-bottom))',
          borderTop: '1px solid var(--jb-color-divider)',
        }}
      >
        {isAuthor ? (
          <>
            <Button variant="secondary" fullWidth onClick={onDelete}>
              삭제하기
            </Button>
            <Button fullWidth onClick={onEdit}>
              수정하기
            </Button>
          </>
        ) : (
          <Button variant="ghost" fullWidth onClick={onReport}>
            신고하기
          </Button>
        )}
      </footer>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Review detail',
  component: ReviewDetailScreen,
  tags: ['autodocs'],
  args: {
    review: generalReviewDetail,
    viewerId: 99,
    onBack: fn(),
    onLikeChange: fn(),
    onReport: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '후기 상세(/building/review/{id}) 구성: 사진, 후기 정보(유형, 이름, 별점, 날짜, 좋아요, 본문, 장단점 키워드), 계약 정보 또는 기숙사 ' +
          '입사 조건·시설, 지도 정보. 작성자는 수정·삭제, 다른 사용자는 신고 버튼을 봅니다.',
      },
    },
  },
} satisfies Meta<typeof ReviewDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '장전 스위트빌' })).toBeVisible();
    const contract = canvas.getByRole('region', { name: '계약 정보' });
    await expect(contract).toHaveTextContent('월세');
    await expect(contract).toHaveTextContent('45만원');
    await expect(canvas.getByRole('region', { name: '지도 정보' })).toHaveTextContent(
      '부산 금정구 장전온천천로 51',
    );
    await expect(canvas.getByText('2025.02.23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '신고하기' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '수정하기' })).not.toBeInTheDocument();
  },
};

export const Dormitory: Story = {
  args: { review: dormReviewDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('기숙사 · 부산대')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '입사 조건' })).toHaveTextContent('경상남도 창원시');
    await expect(canvas.getByRole('region', { name: '시설' })).toHaveTextContent('화장실, 샤워실');
    await expect(canvas.queryByRole('region', { name: '계약 정보' })).not.toBeInTheDocument();
  },
};

export const Author: Story = {
  args: { viewerId: me.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '수정하기' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};
