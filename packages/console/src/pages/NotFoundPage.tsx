import { Button, EmptyState } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { patterns } from '../routes/paths';
import { Shell } from '../shell/Shell';

export function NotFoundPage() {
  return (
    <Shell active={null} title="찾을 수 없는 화면">
      <EmptyState
        title="찾을 수 없는 화면이에요"
        hint="주소가 바뀌었거나 없는 화면이에요. 왼쪽 메뉴에서 가려는 곳을 골라 주세요."
        action={
          <Button asChild variant="secondary">
            <Link href={patterns.dashboard}>대시보드로 가기</Link>
          </Button>
        }
      />
    </Shell>
  );
}
