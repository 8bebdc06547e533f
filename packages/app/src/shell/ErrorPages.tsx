import { Button, ErrorState } from '@jjinbbang/ui';
import { Link } from 'wouter';
// The start-up bundle holds the patterns, not the link builders (routes.ts): home has no query here anyway.
import { patterns } from '../routes/patterns';

/** decisions.md: an unexpected error shows a designed Korean page with retry and a way home. */
export function UnexpectedErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      headingLevel={1}
      title="문제가 생겼어요"
      hint="화면을 불러오는 중에 예상하지 못한 오류가 발생했어요. 다시 시도하거나 홈으로 돌아가 주세요."
      action={
        <div className="jb-app-actions">
          <Button onClick={onRetry}>다시 시도</Button>
          <Button variant="secondary" asChild>
            <Link href={patterns.home} onClick={onRetry}>
              홈으로
            </Link>
          </Button>
        </div>
      }
    />
  );
}

/** decisions.md: an unknown route gets a designed Korean page with a way home. */
export function NotFoundPage() {
  return (
    <ErrorState
      headingLevel={1}
      title="페이지를 찾을 수 없어요"
      hint="주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아봐 주세요."
      action={
        <Button asChild>
          <Link href={patterns.home}>홈으로 가기</Link>
        </Button>
      }
    />
  );
}
