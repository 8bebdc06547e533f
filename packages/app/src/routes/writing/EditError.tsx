import { Button, ErrorState } from '@jjinbbang/ui';
import { useLocation } from 'wouter';
import { links } from '..';

/** The edit wizard's dead ends: a review that cannot be edited (here), or did not load (retry). */
export function EditError({
  title,
  hint,
  retry,
  back,
}: {
  title: string;
  hint?: string;
  retry?: () => void;
  back?: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ErrorState
      title={title}
      hint={hint}
      action={
        retry ? (
          <Button onClick={retry}>다시 시도</Button>
        ) : (
          <Button onClick={back ?? (() => navigate(links.myPage(), { replace: true }))}>돌아가기</Button>
        )
      }
    />
  );
}
