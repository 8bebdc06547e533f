import {
  type CreateStep,
  createStepSequence,
  emptyReviewDraft,
  nextCreateStep,
  previousCreateStep,
  reviewKindOf,
  toCreatePayload,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import { BLOB_LOST_MESSAGE, useBlobStore, usePersistentDraft, useStepHistory } from '@jjinbbang/hooks';
import type { PhotoPickerItem } from '@jjinbbang/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation, useParams, useSearch } from 'wouter';
import { ApiError } from '../../api/errors';
import { createReview, uploadReviewImages } from '../../api/writing';
import { createStepQuery, links, parseCreateStep } from '../routes';
import { ConfirmStep, type SubmitState } from './ConfirmStep';
import {
  CREATE_DRAFT_KEY,
  type CreateWizardState,
  createWizardStateSchema,
  DRAFT_PHOTO_NAMESPACE,
} from './draft-state';
import { invalidateReviewCaches } from './invalidate';
import type { StepContext } from './StepLayout';
import { DormAmenitiesStep, DormConditionsStep, DormInfoStep } from './steps/dorm-steps';
import {
  AddressEntryStep,
  ContractTypeStep,
  FloorStep,
  PinStep,
  PriceStep,
  ResultStep,
  TypeStep,
} from './steps/place-steps';
import { ContentStep, type DraftPhotos, KeywordsStep, PhotosStep } from './steps/review-steps';
import { WriteAccessGate } from './WriteAccessGate';
import './writing.css';

// spec 001 §8: the submission messages.
export const SUBMIT_MESSAGES = {
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  uploadFailed: '이미지 업로드에 실패했습니다. 다시 시도해 주세요.',
  uploadFailedWith: (message: string) => `이미지 업로드에 실패했습니다: ${message}. 다시 시도해 주세요.`,
  createFailedWith: (message: string) => `리뷰 작성 중 오류가 발생했습니다: ${message}`,
  unexpected: '리뷰 제출 중 오류가 발생했습니다. 다시 시도해 주세요.',
  fileFailed: '파일 처리에 실패했습니다. 다시 시도해 주세요.',
} as const;

/** A server refusal about the number of photos gets the spec's photo-count message (spec 001 §8). */
function mentionsImageCount(message: string): boolean {
  return /사진|이미지|image/i.test(message);
}

const initialState = (): CreateWizardState => ({ draft: emptyReviewDraft(), photoIds: [] });
/** Before a type is chosen the bar counts the general path, so the first screen is not shown as done. */
const PROGRESS_FALLBACK: Parameters<typeof createStepSequence>[0] = {
  housingType: 'ROOM',
  contractType: 'MONTHLY_RENT',
};

/** /review/{step}: the create wizard (spec 001 §2.3, §4). Writing needs verified status (spec 001 §5). */
export default function CreateWizardPage() {
  return (
    <WriteAccessGate>
      <CreateWizard />
    </WriteAccessGate>
  );
}

function CreateWizard() {
  const params = useParams<{ step: string }>();
  const { fromConfirm } = createStepQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [state, setState, controls] = usePersistentDraft(CREATE_DRAFT_KEY, initialState, {
    schema: createWizardStateSchema,
  });
  const blobs = useBlobStore(DRAFT_PHOTO_NAMESPACE, { expectedIds: state.photoIds });
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submittingRef = useRef(false);
  // A new type group empties the draft, so a type change made from confirm walks the whole path again.
  const groupResetRef = useRef(false);
  const { draft, photoIds } = state;
  const step = parseCreateStep(params.step);

  // Photos whose blobs did not survive (the store was cleared): say so and drop their ids.
  const missingKey = blobs.missingIds.join(',');
  useEffect(() => {
    if (blobs.status !== 'ready' || missingKey === '') return;
    const missing = new Set(missingKey.split(','));
    setPhotoProblem(BLOB_LOST_MESSAGE);
    setState((s) => ({ ...s, photoIds: s.photoIds.filter((id) => !missing.has(id)) }));
  }, [blobs.status, missingKey, setState]);

  const sequence = createStepSequence(draft);
  const progressSequence = draft.housingType ? sequence : createStepSequence(PROGRESS_FALLBACK);
  const history = useStepHistory<CreateStep>({
    steps: sequence,
    current: step ?? 'type',
    navigate,
    pathFor: (s) => links.createStep(s),
  });

  // A step the draft cannot be on yet (no type chosen, or the unreleased agency screen) starts at the type.
  const misplaced = step === null || (step !== 'type' && (!draft.housingType || !sequence.includes(step)));
  useEffect(() => {
    if (misplaced) navigate(links.createStep('type'), { replace: true });
  }, [misplaced, navigate]);

  const update: StepContext['update'] = (next) =>
    setState((s) => ({ ...s, draft: typeof next === 'function' ? next(s.draft) : next }));

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
      problem: photoProblem,
      change: (nextItems) => {
        setPhotoProblem(null);
        const kept = nextItems.filter((item) => !item.file).map((item) => item.id);
        const files = nextItems.flatMap((item) => (item.file ? [item.file] : []));
        for (const id of photoIds) if (!kept.includes(id)) void blobs.remove(id);
        setState((s) => ({ ...s, photoIds: kept }));
        if (files.length === 0) return;
        void blobs.add(files).then((added) => {
          if (added.length < files.length) setPhotoProblem(SUBMIT_MESSAGES.fileFailed);
          setState((s) => ({ ...s, photoIds: [...s.photoIds, ...added.map((entry) => entry.id)] }));
        });
      },
    };
  }, [blobs, photoIds, photoProblem, setState]);

  if (misplaced || !step) return null;

  const withFrom = (fromConfirm: boolean) => createStepQuery.toSearch({ fromConfirm });
  const ctx: StepContext = {
    mode: 'create',
    kind: reviewKindOf(draft.housingType ?? 'ROOM'),
    draft,
    update,
    fromConfirm,
    progress: {
      step: Math.max(1, progressSequence.indexOf(step) + 1),
      total: progressSequence.length,
    },
    onAbort: () => {
      controls.flush();
      navigate(links.myPage());
    },
    next: (after) => {
      const restart = step === 'type' && groupResetRef.current;
      groupResetRef.current = false;
      const target = nextCreateStep(step, after, { fromConfirm: fromConfirm && !restart });
      if (!target.step) return;
      // Returning to confirm replaces the edited step, so back from confirm does not reopen it.
      const returning = fromConfirm && !restart && target.step === 'confirm';
      history.goTo(target.step, { replace: returning, search: withFrom(target.fromConfirm) });
    },
    previous: (() => {
      const target = previousCreateStep(step, draft, { fromConfirm });
      if (!target.step) return null;
      const to = target.step;
      return () =>
        history.goTo(to, {
          replace: fromConfirm,
          search: withFrom(target.fromConfirm),
        });
    })(),
  };

  const submit = async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      // The draft is checked with the photo ids standing in for URLs before anything is uploaded.
      const precheck = toCreatePayload({ ...draft, images: photoIds });
      if (!precheck.ok) {
        setSubmitError(precheck.message);
        return;
      }
      const byId = new Map(blobs.entries.map((entry) => [entry.id, entry.blob]));
      const files = photoIds.map((id) => byId.get(id));
      if (files.some((file) => !file)) {
        setSubmitError(BLOB_LOST_MESSAGE);
        return;
      }
      let urls: string[] = [];
      if (files.length > 0) {
        try {
          urls = await uploadReviewImages(files as Blob[]);
        } catch (error) {
          if (error instanceof ApiError) {
            setSubmitError(
              error.status === 401 ? SUBMIT_MESSAGES.sessionExpired : SUBMIT_MESSAGES.uploadFailed,
            );
          } else {
            setSubmitError(
              SUBMIT_MESSAGES.uploadFailedWith(error instanceof Error ? error.message : String(error)),
            );
          }
          return;
        }
      }
      const payload = toCreatePayload({ ...draft, images: urls });
      if (!payload.ok) {
        setSubmitError(payload.message);
        return;
      }
      try {
        await createReview(payload);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setSubmitError(
          mentionsImageCount(error.message)
            ? VALIDATION_MESSAGES.photosTooFew
            : SUBMIT_MESSAGES.createFailedWith(error.message),
        );
        return;
      }
      // spec 001 §4: clear the draft and its photos, refresh review lists and buildings, go to my page.
      controls.clear();
      void blobs.clear();
      invalidateReviewCaches(mutate);
      navigate(links.myPage(), { replace: true });
    } catch (error) {
      console.error('후기 제출 실패', error);
      setSubmitError(SUBMIT_MESSAGES.unexpected);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };
  const submission: SubmitState = { submitting, error: submitError, submit: () => void submit() };

  const openRow = (target: CreateStep) => history.goTo(target, { search: withFrom(true) });

  switch (step) {
    case 'type':
      return (
        <TypeStep
          key={step}
          ctx={ctx}
          onGroupReset={() => {
            groupResetRef.current = true;
            for (const id of photoIds) void blobs.remove(id);
            setState((s) => ({ ...s, photoIds: [] }));
          }}
        />
      );
    case 'input-address':
      return <AddressEntryStep key={step} ctx={ctx} />;
    case 'address':
      return <PinStep key={step} ctx={ctx} />;
    case 'result':
      return <ResultStep key={step} ctx={ctx} />;
    case 'floor':
      return <FloorStep key={step} ctx={ctx} />;
    case 'price':
      return <ContractTypeStep key={step} ctx={ctx} />;
    case 'jeonse':
    case 'wolse':
      return <PriceStep key={step} ctx={ctx} />;
    case 'dormitory':
      return <DormInfoStep key={step} ctx={ctx} />;
    case 'dormitory-conditions':
      return <DormConditionsStep key={step} ctx={ctx} />;
    case 'dormitory-amenities':
      return <DormAmenitiesStep key={step} ctx={ctx} />;
    case 'room-info':
      return <PhotosStep key={step} ctx={ctx} photos={photos} />;
    case 'filter-ad':
      return <KeywordsStep key={step} ctx={ctx} polarity="positive" />;
    case 'filter-disad':
      return <KeywordsStep key={step} ctx={ctx} polarity="negative" />;
    case 'content':
      return <ContentStep key={step} ctx={ctx} />;
    case 'confirm':
      return (
        <ConfirmStep
          key={step}
          ctx={ctx}
          openRow={openRow}
          photoCount={photos.items.length}
          submission={submission}
        />
      );
    case 'agency':
      return null;
  }
}
