import {
  formatDate,
  HOUSING_TYPE_LABELS,
  isReviewAuthor,
  type MarkerType,
  type ReviewDetail,
  type ReviewKind,
  withReviewSourceLiked,
} from '@jjinbbang/domain';
import { useRecentlyViewed } from '@jjinbbang/hooks';
import {
  AppHeader,
  BackIcon,
  Button,
  ContractInfoTable,
  DormitoryConditionsTable,
  DormitoryFacilitiesTable,
  ErrorState,
  HeartToggle,
  IconButton,
  ImageSlider,
  InfoTable,
  KeywordTagRow,
  keywordTagsFromCodes,
  MapMarkerPin,
  Skeleton,
  StarRating,
} from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation, useParams, useSearch } from 'wouter';
import { assetUrl } from '../../api/assets';
import { reviewEntryOf } from '../../api/entries';
import { errorMessage } from '../../api/errors';
import { deleteReview, getReviewDetail } from '../../api/reading';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { useSession } from '../../session/useSession';
import { DeleteReviewSheets, type DeleteReviewStep } from '../common/DeleteReviewSheets';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from '../recently-viewed';
import { links, parseIdParam, reviewQuery } from '../routes';
import { detailAccess, VerificationGate } from './VerificationGate';
import './reading.css';

/** spec 000 §9: the review detail is cached for 5 minutes. */
const REVIEW_DETAIL_CACHE_MS = 300_000;

const MARKER_TYPES: Record<ReviewKind, MarkerType> = {
  GENERAL: 'GENERAL',
  DORM: 'DORMITORY',
  AGENCY: 'AGENCY',
};

export default function ReviewDetailPage() {
  const params = useParams<{ reviewId: string }>();
  const reviewType = reviewQuery.parse(useSearch()).reviewType;
  const id = parseIdParam(params.reviewId);
  const session = useSession();
  const access = detailAccess(session);
  const goBack = useGoBack();
  const recent = useRecentlyViewed<number>(RECENTLY_VIEWED_MAX, { namespace: '', key: RECENTLY_VIEWED_KEY });

  // api-contract §4: the detail needs a verified user, so nobody else triggers the call.
  const key = access === 'allowed' && id ? (['review', id, reviewType] as const) : null;
  const review = useSWR(key, ([, reviewId, kind]) => getReviewDetail(reviewId, kind), {
    dedupingInterval: REVIEW_DETAIL_CACHE_MS,
    onError: (error) => console.error('후기 상세 조회 실패', error),
  });

  const loadedId = review.data ? id : null;
  const addRecent = recent.add;
  useEffect(() => {
    // spec 000 §4: a review that was read joins the recently viewed list (at most 5).
    if (loadedId !== null) addRecent(loadedId);
  }, [loadedId, addRecent]);

  if (access !== 'allowed' || id === null) {
    return (
      <>
        <AppHeader title="후기" onBack={goBack} />
        {access === 'checking' ? (
          <div role="status" aria-busy="true" className="jb-reading-loading">
            <span className="jb-visually-hidden">후기를 불러오는 중</span>
            <Skeleton className="jb-reading-loading-hero" />
          </div>
        ) : (
          access === 'allowed' && (
            <ErrorState
              headingLevel={2}
              title="후기 정보를 불러올 수 없어요"
              hint="주소가 올바른지 확인해 주세요."
            />
          )
        )}
        <VerificationGate open={access === 'gated'} isAuthenticated={session.isAuthenticated} />
      </>
    );
  }

  if (review.error) {
    return (
      <>
        <AppHeader title="후기" onBack={goBack} />
        <ErrorState
          headingLevel={2}
          title="후기 정보를 불러올 수 없어요"
          hint={errorMessage(review.error, '잠시 후 다시 시도해 주세요.')}
          onRetry={() => review.mutate()}
          action={
            <Button variant="secondary" onClick={goBack}>
              돌아가기
            </Button>
          }
        />
      </>
    );
  }

  if (!review.data) {
    return (
      <div role="status" aria-busy="true" className="jb-reading-loading">
        <span className="jb-visually-hidden">후기를 불러오는 중</span>
        <Skeleton className="jb-reading-loading-hero" />
        <div className="jb-reading-body">
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="70%" height={28} />
          <Skeleton shape="text" width="90%" />
        </div>
      </div>
    );
  }

  return (
    <ReviewDetailView
      reviewId={id}
      reviewType={reviewType}
      review={review.data}
      viewerId={session.user?.id ?? null}
      onBack={goBack}
      onLiked={(liked) =>
        review.mutate((current) => current && withReviewSourceLiked(current, liked), { revalidate: false })
      }
      onDeleted={() => recent.remove(id)}
    />
  );
}

interface ReviewDetailViewProps {
  reviewId: number;
  reviewType: ReviewKind;
  review: ReviewDetail;
  viewerId: number | null;
  onBack: () => void;
  onLiked: (liked: boolean) => unknown;
  onDeleted: () => void;
}

function ReviewDetailView({
  reviewId,
  reviewType,
  review,
  viewerId,
  onBack,
  onLiked,
  onDeleted,
}: ReviewDetailViewProps) {
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [deleteStep, setDeleteStep] = useState<DeleteReviewStep>('idle');
  const info = reviewEntryOf(review);
  const isAuthor = isReviewAuthor(viewerId, review.authorId);
  const { building } = review;
  // spec 000 §4: on review detail the like is applied after the server agrees; a failure changes nothing.
  const likes = useLikeToggle({ apply: (_, liked) => onLiked(liked) });

  const confirmDelete = async () => {
    setDeleteStep('deleting');
    try {
      await deleteReview(reviewId);
      onDeleted();
      setDeleteStep('done');
    } catch (error) {
      // spec 001: a failed deletion is only logged; the review stays as it was.
      console.error('후기 삭제 실패', error);
      setDeleteStep('idle');
    }
  };

  const leaveAfterDelete = () => {
    navigate(links.myPage(), { replace: true });
    // The cached detail of a deleted review must not come back within its 5-minute cache.
    void mutate(['review', reviewId, reviewType], undefined, { revalidate: false });
  };

  return (
    <>
      <article className="jb-reading-detail" aria-labelledby="review-title">
        <ImageSlider
          images={review.reviewImages.imageUrl.map((url) => assetUrl(url))}
          label="후기 사진"
          backButton={<IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={onBack} />}
        />
        <div className="jb-reading-body">
          <p className="jb-reading-type">{info.typeLabel}</p>
          <div className="jb-reading-title-row">
            <h1 id="review-title" className="jb-reading-title">
              {info.name}
            </h1>
            <HeartToggle
              liked={info.liked}
              count={info.likeCount}
              pending={likes.isPending(info.key)}
              likeLabel="이 후기 좋아요"
              unlikeLabel="이 후기 좋아요 취소"
              onLikedChange={(liked) => likes.toggle(info, liked)}
            />
          </div>
          <div className="jb-reading-meta">
            <StarRating value={info.rating} />
            <time dateTime={review.reviewInfo.updateAt} className="jb-reading-secondary">
              {formatDate(review.reviewInfo.updateAt)}
            </time>
          </div>
          <p className="jb-reading-content">{review.reviewInfo.content}</p>
          {review.keywords.positive.length > 0 && (
            <KeywordTagRow tags={keywordTagsFromCodes(review.keywords.positive)} label="장점" />
          )}
          {review.keywords.negative.length > 0 && (
            <KeywordTagRow tags={keywordTagsFromCodes(review.keywords.negative)} label="단점" />
          )}
        </div>
        <div className="jb-reading-tables">
          {review.generalReviewInfo && (
            <ContractInfoTable
              headingLevel={2}
              contractType={review.generalReviewInfo.contractType}
              deposit={review.generalReviewInfo.deposit}
              monthlyRent={review.generalReviewInfo.price}
              maintenanceCost={review.generalReviewInfo.maintenanceCost}
            />
          )}
          {review.dormitoryReviewInfo && 'conditions' in review && (
            <DormitoryConditionsTable headingLevel={2} conditions={review.conditions} />
          )}
          {review.dormitoryReviewInfo && 'facilities' in review && (
            <DormitoryFacilitiesTable headingLevel={2} facilities={review.facilities} />
          )}
          <InfoTable
            headingLevel={2}
            title="지도 정보"
            rows={[
              { id: 'type', label: '유형', value: HOUSING_TYPE_LABELS[building.type] },
              { id: 'address', label: '주소', value: building.address },
              { id: 'detail', label: '상세 주소', value: building.name },
            ]}
          />
          {/* spec 000 §2: a fixed map with one marker, neither draggable nor zoomable. Until the map screen
              brings real tiles this is a static location card: the pin, the address and the coordinates. */}
          <figure className="jb-reading-location">
            <div
              className="jb-reading-location-panel"
              role="img"
              aria-label={`${building.name} 위치: ${building.address}`}
            >
              <MapMarkerPin type={MARKER_TYPES[info.reviewKind]} />
            </div>
            <figcaption className="jb-reading-location-caption">
              <span>{building.address}</span>
              <span className="jb-reading-secondary">
                위도 {building.latitude.toFixed(5)}, 경도 {building.longitude.toFixed(5)}
              </span>
            </figcaption>
          </figure>
        </div>
      </article>
      <footer className="jb-reading-footer">
        {isAuthor ? (
          // spec 000 §6: the author sees edit and delete instead of report.
          <>
            <Button variant="secondary" size="lg" fullWidth onClick={() => setDeleteStep('confirm')}>
              삭제하기
            </Button>
            <Button size="lg" fullWidth onClick={() => navigate(links.editReview(reviewId, reviewType))}>
              수정하기
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="lg"
            fullWidth
            onClick={() =>
              navigate(links.reviewReport(reviewId, reviewType), {
                state: { fromReview: true },
              })
            }
          >
            신고하기
          </Button>
        )}
      </footer>
      <DeleteReviewSheets
        step={deleteStep}
        onCancel={() => setDeleteStep('idle')}
        onConfirm={() => void confirmDelete()}
        onDone={leaveAfterDelete}
      />
    </>
  );
}
