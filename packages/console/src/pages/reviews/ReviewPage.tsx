import { Button } from '@jjinbbang/ui';
import { Link, useParams } from 'wouter';
import { reviewsQuery } from '../../routes/paths';
import { Shell } from '../../shell/Shell';
import { ReviewCaseView } from './ReviewCaseView';
import { useReviewCase } from './useReviewCase';

export function ReviewPage() {
  const id = Number(useParams<{ id: string }>().id);
  const valid = Number.isInteger(id) && id > 0;
  const props = useReviewCase(valid ? id : null);
  return (
    <Shell
      active="reviews"
      title={valid ? `후기 #${id}` : '후기'}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link href={reviewsQuery.href()}>후기 목록</Link>
        </Button>
      }
    >
      <div className="jbc-page jbc-narrow">
        <ReviewCaseView
          {...props}
          review={
            valid ? props.review : { status: 'error', message: '없는 후기예요.', onRetry: () => undefined }
          }
        />
      </div>
    </Shell>
  );
}
