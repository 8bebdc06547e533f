import { BLOB_LOST_MESSAGE, useBlobStore } from '@jjinbbang/hooks';
import type { PhotoPickerItem } from '@jjinbbang/ui';
import { useEffect, useMemo, useState } from 'react';
import type { CreateWizardAction } from './create-wizard-state';
import { draftPhotoNamespace } from './draft-state';
import { PHOTO_MESSAGES, preparePhoto, sameBytes } from './photos';
import type { DraftPhotos } from './steps/PhotosStep';
import { SUBMIT_MESSAGES } from './useSubmitReview';

async function someAsync<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

/**
 * The draft's photos: prepared in the browser, kept as blobs in IndexedDB (one namespace per student) while the
 * draft keeps their ids. Photos whose blobs did not survive are reported once and dropped from the draft.
 */
export function useDraftPhotos(
  userId: number,
  photoIds: readonly string[],
  dispatch: (action: CreateWizardAction) => void,
) {
  const blobs = useBlobStore(draftPhotoNamespace(userId), { expectedIds: photoIds });
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const missingKey = blobs.missingIds.join(',');
  useEffect(() => {
    if (blobs.status !== 'ready' || missingKey === '') return;
    setProblems([BLOB_LOST_MESSAGE]);
    dispatch({ type: 'photosRemoved', ids: missingKey.split(',') });
  }, [blobs.status, missingKey, dispatch]);

  const photos: DraftPhotos = useMemo(() => {
    const byId = new Map(blobs.entries.map((entry) => [entry.id, entry]));
    const items: PhotoPickerItem[] = [];
    for (const id of photoIds) {
      const entry = byId.get(id);
      if (entry) items.push({ id, url: entry.url });
    }
    return {
      items,
      ready: blobs.status === 'ready',
      preparing,
      problems,
      remove: (id) => {
        setProblems([]);
        void blobs.remove(id);
        dispatch({ type: 'photosRemoved', ids: [id] });
      },
      add: (files) => {
        setProblems([]);
        setPreparing({ done: 0, total: files.length });
        void (async () => {
          const refused: string[] = [];
          // The draft's photos and those added in this pick: the same picture twice is refused here, not by the
          // server at the end.
          const kept: Blob[] = blobs.entries
            .filter((entry) => photoIds.includes(entry.id))
            .map((e) => e.blob);
          // One at a time: a phone decoding several 12-megapixel photos at once runs out of memory.
          for (const [index, file] of files.entries()) {
            const prepared = await preparePhoto(file);
            if (!prepared.ok) refused.push(prepared.message);
            else if (await someAsync(kept, (blob) => sameBytes(blob, prepared.file)))
              refused.push(PHOTO_MESSAGES.duplicate(file.name));
            else {
              const [entry] = await blobs.add([prepared.file]);
              if (entry) {
                kept.push(prepared.file);
                dispatch({ type: 'photoAdded', id: entry.id });
              } else refused.push(SUBMIT_MESSAGES.fileFailed);
            }
            setPreparing({ done: index + 1, total: files.length });
          }
          setPreparing(null);
          setProblems(refused);
        })();
      },
    };
  }, [blobs, photoIds, preparing, problems, dispatch]);

  /** The photos' blobs in the draft's order, or null when one is missing. */
  const files = (): Blob[] | null => {
    const byId = new Map(blobs.entries.map((entry) => [entry.id, entry.blob]));
    const found = photoIds.map((id) => byId.get(id));
    return found.every((file): file is Blob => Boolean(file)) ? found : null;
  };

  return { photos, files, clear: () => blobs.clear() };
}
