import {
  photoCountRange,
  type ReviewKind,
  RULE_OK,
  VALIDATION_MESSAGES,
  validatePhotoCount,
} from '@jjinbbang/domain';
import { PhotoPicker, type PhotoPickerItem } from '@jjinbbang/ui';
import { useEffect, useState } from 'react';
import { preloadPhotoEncoder } from '../photos';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

/** The draft's photos as the create wizard keeps them (decisions.md: Blobs in IndexedDB). */
export interface DraftPhotos {
  items: PhotoPickerItem[];
  /** False until the stored photos have been read. */
  ready: boolean;
  /** While picked files are being checked and shrunk. */
  preparing: { done: number; total: number } | null;
  /** Why photos were refused or lost, each naming its file. */
  problems: string[];
  add: (files: File[]) => void;
  remove: (id: string) => void;
}

export interface PhotosStepViewProps {
  frame: StepFrame;
  kind: ReviewKind;
  photos: DraftPhotos;
  onSubmit: () => void;
}

// Every picked file goes to the preparation, which names the file it refuses; the picker itself only counts.
const acceptEveryFile = () => RULE_OK;

/** spec 001 §5: at least 2 photos (agency none), at most 20; each is checked and shrunk as it is picked. */
export function PhotosStepView({ frame, kind, photos, onSubmit }: PhotosStepViewProps) {
  const [showMissing, setShowMissing] = useState(false);
  const range = photoCountRange(kind);
  const count = photos.items.length;
  const valid = photos.ready && validatePhotoCount(count, kind).ok;
  const helper =
    range.min > 0
      ? `최소 ${range.min}장, 최대 ${range.max}장까지 올릴 수 있어요. 큰 사진은 알맞은 크기로 줄여서 올려요.`
      : `최대 ${range.max}장까지 올릴 수 있어요. 큰 사진은 알맞은 크기로 줄여서 올려요.`;
  return (
    <StepLayout frame={frame} valid={valid} busy={photos.preparing !== null} onNext={onSubmit}>
      <PhotoPicker
        label="방 사진"
        min={range.min}
        max={range.max}
        value={photos.items}
        disabled={!photos.ready}
        showMissing={showMissing}
        helperText={helper}
        validateFile={acceptEveryFile}
        minMessage={() => VALIDATION_MESSAGES.photosTooFew}
        onValueChange={(items) => {
          setShowMissing(true);
          const files = items.flatMap((item) => (item.file ? [item.file] : []));
          const kept = new Set(items.map((item) => item.id));
          for (const item of photos.items) if (!kept.has(item.id)) photos.remove(item.id);
          if (files.length > 0) photos.add(files);
        }}
      />
      <p className="jb-writing-message" data-tone="info" role="status">
        {photos.preparing
          ? `사진을 준비하고 있어요 (${photos.preparing.done}/${photos.preparing.total})`
          : ''}
      </p>
      <div role="alert">
        {photos.problems.length > 0 && (
          <ul className="jb-writing-problems">
            {photos.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </StepLayout>
  );
}

export function PhotosStep({ ctx, photos }: { ctx: StepContext; photos: DraftPhotos }) {
  // The encoder is loaded by this step only, as soon as it opens.
  useEffect(() => {
    preloadPhotoEncoder().catch(() => {});
  }, []);
  return (
    <PhotosStepView
      frame={ctx.frame}
      kind={ctx.kind}
      photos={photos}
      onSubmit={() => ctx.commit(ctx.draft)}
    />
  );
}
