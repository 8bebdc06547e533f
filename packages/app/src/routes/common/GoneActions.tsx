import { Button } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { links } from '..';

/**
 * The way out of a page whose thing is gone (a deleted review, a building left without reviews): back where the
 * student came from, or home. Never "다시 시도", which cannot bring it back.
 */
export function GoneActions({ onBack }: { onBack: () => void }) {
  return (
    <>
      <Button onClick={onBack}>돌아가기</Button>
      <Button variant="secondary" asChild>
        <Link href={links.home()}>홈으로</Link>
      </Button>
    </>
  );
}
