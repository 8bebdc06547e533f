import type { ReviewKind } from '@jjinbbang/domain';
import { Button, Modal, StarRatingInput } from '@jjinbbang/ui';
import { useState } from 'react';

/** The rating question names what is rated: a dormitory or an agency is not "이 집". */
export const RATING_QUESTIONS: Record<ReviewKind, string> = {
  GENERAL: '이 집은 몇 점인가요?',
  DORM: '이 기숙사는 몇 점인가요?',
  AGENCY: '이 공인중개사는 몇 점인가요?',
};

export interface RatingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: number | null;
  onRate: (rating: number) => void;
  /** What the review rates (the question's subject). */
  kind?: ReviewKind;
  confirmLabel?: string;
  container?: HTMLElement | null;
}

/** spec 001 §4: 1 to 5 stars, hovering previews them; the upload button waits for a rating. */
export function RatingModal({
  open,
  onOpenChange,
  initial,
  onRate,
  kind = 'GENERAL',
  confirmLabel = '업로드',
  container,
}: RatingModalProps) {
  const [rating, setRating] = useState(initial ?? 0);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content container={container}>
        <Modal.Title>{RATING_QUESTIONS[kind]}</Modal.Title>
        <Modal.Description>별점을 1점에서 5점 사이로 선택해 주세요.</Modal.Description>
        <Modal.Body className="jb-writing-rating">
          <StarRatingInput label="별점" value={rating} onValueChange={setRating} />
        </Modal.Body>
        <Modal.Actions>
          <Modal.Close>취소</Modal.Close>
          <Button disabled={rating < 1} onClick={() => onRate(rating)}>
            {confirmLabel}
          </Button>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}
