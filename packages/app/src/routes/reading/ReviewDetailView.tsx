import { formatDate } from '@jjinbbang/domain';
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
  Skeleton,
  StarRating,
} from '@jjinbbang/ui';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { lazyComponent } from '../../shell/lazy-route';
import { links, wizardLinks } from '..';
import type { DeleteReviewSheetsProps, DeleteReviewStep } from '../common/DeleteReviewSheets';
import { GoneActions } from '../common/GoneActions';
import { LazyStaticMap } from './LazyStaticMap';
import { LazyVerificationGate } from './LazyVerificationGate';
import { ModerationNotice } from './ModerationNotice';
import type { KeywordLabel, ReviewDetailContent } from './review-detail-content';
import './reading.css';

// Only the author may delete a review: another reader's page does not load the sheets' code. The author's page
// loads it as it shows the review, before a tap on 삭제 asks for it; closed, the sheets draw nothing.
const DeleteReviewSheets = lazyComponent<DeleteReviewSheetsProps>(() =>
  import('../common/DeleteReviewSheets').then((m) => ({ default: m.DeleteReviewSheets })),
);

/** `gone`: the review was deleted (or never existed) — a way back, no retry. */
export type ReviewDetailState = 'checking' | 'gated' | 'invalid' | 'gone' | 'loading' | 'error' | 'ready';

export interface ReviewDetailViewProps {
  state: ReviewDetailState;
  /** Signed in (the verification gate then leads to verification rather than sign-in). */
  isAuthenticated: boolean;
  content?: ReviewDetailContent;
  /** spec 000 §6: the author sees edit and delete instead of report. */
  isAuthor: boolean;
  errorText?: string | null;
  /** Absent when trying again cannot help (the server refused, and said why in `errorText`). */
  onRetry?: () => void;
  onBack: () => void;
  /** The heart waits while the promise runs. */
  onLikeChange: (liked: boolean) => PromiseLike<unknown>;
  deleteStep: DeleteReviewStep;
  onDeleteStepChange: (step: DeleteReviewStep) => void;
  onConfirmDelete: () => void;
  onDeleted: () => void;
  /** The author of a blinded review asks staff to look again (resolves once sent). */
  onAppeal: (message: string) => Promise<void>;
  /** A failed request's Korean text. */
  describeError: (error: unknown) => string;
}

function LoadingHero({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="jb-reading-loading">
      <span className="jb-visually-hidden">{label}</span>
      <Skeleton className="jb-reading-loading-hero" />
      <div className="jb-reading-body">
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" width="70%" height={28} />
        <Skeleton shape="text" width="90%" />
      </div>
    </div>
  );
}

function KeywordList({
  title,
  polarity,
  keywords,
}: {
  title: string;
  polarity: string;
  keywords: readonly KeywordLabel[];
}) {
  if (keywords.length === 0) return null;
  return (
    <div className="jb-reading-keywords" data-polarity={polarity}>
      <h2 className="jb-reading-keywords-title">{title}</h2>
      {/* Every keyword is shown, wrapping onto more lines; none hides behind "+N". */}
      <ul aria-label={title} className="jb-reading-keyword-list">
        {keywords.map((keyword) => (
          <li key={keyword.code} className="jb-reading-keyword">
            {keyword.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/building/review/{id}`: the review, its contract, room and map info, and the author's or reader's actions. */
export function ReviewDetailView({
  state,
  isAuthenticated,
  content,
  isAuthor,
  errorText,
  onRetry,
  onBack,
  onLikeChange,
  deleteStep,
  onDeleteStepChange,
  onConfirmDelete,
  onDeleted,
  onAppeal,
  describeError,
}: ReviewDetailViewProps) {
  if (state !== 'ready' || !content) {
    return (
      <>
        <AppHeader title="후기" onBack={onBack} />
        {state === 'checking' || state === 'loading' ? (
          <LoadingHero label="후기를 불러오는 중" />
        ) : state === 'gated' ? null : state === 'gone' || state === 'invalid' ? (
          <ErrorState
            headingLevel={2}
            title="후기를 찾을 수 없어요"
            hint={
              state === 'invalid'
                ? '주소가 올바른지 확인해 주세요.'
                : '작성자가 지웠거나 더 이상 볼 수 없는 후기예요.'
            }
            action={<GoneActions onBack={onBack} />}
          />
        ) : (
          <ErrorState
            headingLevel={2}
            title="후기 정보를 불러올 수 없어요"
            hint={errorText ?? '잠시 후 다시 시도해 주세요.'}
            onRetry={onRetry}
            action={
              <Button variant="secondary" onClick={onBack}>
                돌아가기
              </Button>
            }
          />
        )}
        <LazyVerificationGate open={state === 'gated'} isAuthenticated={isAuthenticated} onBack={onBack} />
      </>
    );
  }

  const { entry, place } = content;
  return (
    <>
      <article className="jb-reading-detail" aria-labelledby="review-title">
        <ImageSlider
          images={content.images}
          label="후기 사진"
          backButton={<IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={onBack} />}
        />
        <div className="jb-reading-body">
          <p className="jb-reading-type">{entry.typeLabel}</p>
          <div className="jb-reading-title-row">
            <h1 id="review-title" className="jb-reading-title">
              {entry.name}
            </h1>
            <HeartToggle
              liked={entry.liked}
              count={entry.likeCount}
              likeLabel="이 후기 좋아요"
              unlikeLabel="이 후기 좋아요 취소"
              onLikedChange={onLikeChange}
            />
          </div>
          <div className="jb-reading-meta">
            <StarRating value={entry.rating} />
            <time dateTime={entry.updatedAt} className="jb-reading-secondary">
              {formatDate(entry.updatedAt)}
            </time>
          </div>
          {isAuthor && content.moderation && (
            <ModerationNotice
              moderation={content.moderation}
              onAppeal={onAppeal}
              describeError={describeError}
            />
          )}
          {entry.priceSummary && <p className="jb-reading-price">{entry.priceSummary}</p>}
          <p className="jb-reading-content">{entry.content}</p>
          <KeywordList title="장점" polarity="positive" keywords={content.keywords.positive} />
          <KeywordList title="단점" polarity="negative" keywords={content.keywords.negative} />
        </div>
        <div className="jb-reading-tables">
          {content.contract && (
            <ContractInfoTable
              headingLevel={2}
              contractType={content.contract.contractType}
              deposit={content.contract.deposit}
              monthlyRent={content.contract.monthlyRent}
              maintenanceCost={content.contract.maintenanceCost}
            />
          )}
          {content.depositReturn && (
            <InfoTable
              headingLevel={2}
              title="보증금 반환"
              rows={[{ id: 'depositReturn', label: '돌려받았나요', value: content.depositReturn }]}
            />
          )}
          {content.room && <InfoTable headingLevel={2} title={content.room.title} rows={content.room.rows} />}
          {content.dormitory && (
            <>
              <DormitoryConditionsTable headingLevel={2} conditions={content.dormitory.conditions} />
              <DormitoryFacilitiesTable headingLevel={2} facilities={content.dormitory.facilities} />
            </>
          )}
          <InfoTable
            headingLevel={2}
            title="지도 정보"
            rows={[
              { id: 'type', label: '유형', value: place.typeLabel },
              { id: 'address', label: '주소', value: place.address },
              { id: 'detail', label: '상세 주소', value: place.name },
            ]}
          />
          {/* spec 000 §2: the place on a static map (level 3, a marker, neither draggable nor
              zoomable), linking to the building's page. */}
          <figure className="jb-reading-location">
            <LazyStaticMap
              lat={place.latitude}
              lng={place.longitude}
              type={place.marker}
              name={place.name}
              className="jb-reading-location-map"
            />
            <figcaption className="jb-reading-location-caption">
              <span>{place.address}</span>
              {place.lotAddress && <span className="jb-reading-secondary">지번 {place.lotAddress}</span>}
              <Link
                href={links.building(place.id, { isAgency: place.isAgency })}
                className="jb-reading-location-link"
              >
                {place.name} 보러 가기
              </Link>
            </figcaption>
          </figure>
        </div>
      </article>
      <footer className="jb-reading-footer">
        {isAuthor ? (
          // spec 000 §6: the author sees edit and delete instead of report.
          <>
            <Button variant="secondary" size="lg" fullWidth onClick={() => onDeleteStepChange('confirm')}>
              삭제하기
            </Button>
            <Button asChild size="lg" fullWidth>
              <Link href={wizardLinks.editReview(entry.id, entry.reviewKind)}>수정하기</Link>
            </Button>
          </>
        ) : content.reportedByMe ? (
          // A second report would be refused after the whole form: say so here instead.
          <div className="jb-reading-reported">
            <Button variant="ghost" size="lg" fullWidth disabled aria-describedby="review-reported-note">
              이미 신고한 후기예요
            </Button>
            <p id="review-reported-note">신고는 운영팀이 확인하고 있어요. 처리되면 다시 신고할 수 있어요.</p>
          </div>
        ) : (
          <Button asChild variant="ghost" size="lg" fullWidth>
            <Link href={links.reviewReport(entry.id, entry.reviewKind)} state={{ fromReview: true }}>
              신고하기
            </Link>
          </Button>
        )}
      </footer>
      {isAuthor && (
        <Suspense fallback={null}>
          <DeleteReviewSheets
            step={deleteStep}
            onCancel={() => onDeleteStepChange('idle')}
            onConfirm={onConfirmDelete}
            onDone={onDeleted}
          />
        </Suspense>
      )}
    </>
  );
}
