import {
  confirmRowStep,
  createPath,
  createProgress,
  emptyReviewDraft,
  housingTypeGroupOf,
  type ReviewDraft,
  reachableCreateStep,
  reviewKindOf,
  SUMMARY_ROW_LABELS,
  stepTitle,
  summaryRowsFor,
  toCreatePayload,
  VALIDATION_MESSAGES,
  type WizardFacts,
  type WizardStepId,
  wizardMove,
  wizardStep,
} from '@jjinbbang/domain';
import {
  BLOB_LOST_MESSAGE,
  type StepTrailItem,
  useBlobStore,
  usePersistentDraft,
  useStepHistory,
} from '@jjinbbang/hooks';
import { AlertDialog, type PhotoPickerItem } from '@jjinbbang/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { ApiError } from '../../api/errors';
import { CHANGED_BY_REVIEW_WRITE } from '../../api/queries';
import { reloadQueries } from '../../api/swr';
import { createReview, uploadReviewImages } from '../../api/writing';
import { createStepQuery, links, parseCreateStep, wizardLinks } from '..';
import {
  type CreateWizardState,
  createDraftKey,
  createWizardStateSchema,
  draftPhotoNamespace,
} from './draft-state';
import { removeLegacyDrafts } from './drafts';
import { preparePhoto } from './photos';
import type { StepContext, StepFrame } from './StepLayout';
import { ConfirmStepView, type SubmitState } from './steps/ConfirmStep';
import { type DraftPhotos, PhotosStep } from './steps/PhotosStep';
import { STEP_SCREENS } from './steps/registry';
import { summaryValue } from './summary';
import { WriteAccessGate } from './WriteAccessGate';

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

/** /review/{step}: the create wizard (spec 001 §2.3, §4). Writing needs verified status (spec 001 §5). */
export default function CreateWizardPage() {
  // A different user is a different wizard: nothing of one student's draft survives into another's.
  return <WriteAccessGate>{(user) => <CreateWizard key={user.id} userId={user.id} />}</WriteAccessGate>;
}

/** The steps under `target` on the draft's path, so back walks them (a resumed or typed URL). */
function trailTo(target: WizardStepId, draft: ReviewDraft, alone: boolean): StepTrailItem<WizardStepId>[] {
  const path = createPath(draft);
  if (alone) return [...path.map((step) => ({ step })), { step: target, alone: true }];
  const index = path.indexOf(target);
  return index < 0 ? [{ step: target }] : path.slice(0, index + 1).map((step) => ({ step }));
}

function CreateWizard({ userId }: { userId: number }) {
  const params = useParams<{ step: string }>();
  const requested = parseCreateStep(params.step) ?? 'type';
  const fromConfirmParam = createStepQuery.parse(useSearch()).fromConfirm;
  const initialState = useCallback(
    (): CreateWizardState => ({ ownerId: userId, draft: emptyReviewDraft(), photoIds: [], lastStep: 'type' }),
    [userId],
  );
  const [state, setState, controls] = usePersistentDraft(createDraftKey(userId), initialState, {
    schema: createWizardStateSchema,
  });
  const foreign = state.ownerId !== userId;
  const blobs = useBlobStore(draftPhotoNamespace(userId), { expectedIds: state.photoIds });
  const history = useStepHistory<WizardStepId>({
    wizard: 'create',
    pathFor: (step, options) => wizardLinks.createStep(step, { fromConfirm: options?.alone ?? false }),
  });
  const [leaving, setLeaving] = useState(false);
  const [resumeOffer, setResumeOffer] = useState(false);
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const { draft, photoIds } = state;
  const facts: WizardFacts = { mode: 'create', photoCount: photoIds.length };
  const alone = history.isOwnEntry ? history.isAlone : fromConfirmParam;
  const step = requested;

  // Drafts stored before they were kept per user cannot be given to anyone; a state of another owner neither.
  useEffect(() => {
    void removeLegacyDrafts();
  }, []);
  useEffect(() => {
    if (foreign) controls.clear();
  }, [foreign, controls]);

  // Entering the wizard: a typed, reloaded-without-history or resumed URL gets the steps before it laid under
  // it, so "이전" and back walk them; a step the draft cannot be on yet falls back to the first unanswered one.
  const hasProgress = draft.housingType !== null && state.lastStep !== 'type';
  useEffect(() => {
    if (leaving || foreign || resumeOffer) return;
    if (!history.isOwnEntry) {
      if (step === 'type' && hasProgress && !fromConfirmParam) {
        history.rebuild([{ step: 'type' }]);
        setResumeOffer(true);
        return;
      }
      const target = reachableCreateStep(step, draft, facts);
      history.rebuild(trailTo(target, draft, fromConfirmParam && target === step && step !== 'confirm'));
      return;
    }
    const target = reachableCreateStep(step, draft, facts);
    if (target !== step) history.replace(target);
  });

  // "이어서 작성하기" resumes where the student was.
  useEffect(() => {
    // While "이어서 작성하기" is offered on the first step, where the student was must not be overwritten.
    if (leaving || foreign || alone || resumeOffer || !history.isOwnEntry || state.lastStep === step) return;
    setState((s) => ({ ...s, lastStep: step }));
  }, [leaving, foreign, alone, resumeOffer, history.isOwnEntry, state.lastStep, step, setState]);

  // Photos whose blobs did not survive (the store was cleared): say so and drop their ids.
  const missingKey = blobs.missingIds.join(',');
  useEffect(() => {
    if (blobs.status !== 'ready' || missingKey === '') return;
    const missing = new Set(missingKey.split(','));
    setProblems([BLOB_LOST_MESSAGE]);
    setState((s) => ({ ...s, photoIds: s.photoIds.filter((id) => !missing.has(id)) }));
  }, [blobs.status, missingKey, setState]);

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
        setState((s) => ({ ...s, photoIds: s.photoIds.filter((kept) => kept !== id) }));
      },
      add: (files) => {
        setProblems([]);
        setPreparing({ done: 0, total: files.length });
        void (async () => {
          const refused: string[] = [];
          // One at a time: a phone decoding several 12-megapixel photos at once runs out of memory.
          for (const [index, file] of files.entries()) {
            const prepared = await preparePhoto(file);
            if (!prepared.ok) refused.push(prepared.message);
            else {
              const [entry] = await blobs.add([prepared.file]);
              if (entry) setState((s) => ({ ...s, photoIds: [...s.photoIds, entry.id] }));
              else refused.push(SUBMIT_MESSAGES.fileFailed);
            }
            setPreparing({ done: index + 1, total: files.length });
          }
          setPreparing(null);
          setProblems(refused);
        })();
      },
    };
  }, [blobs, photoIds, preparing, problems, setState]);

  const leave = (to: string) => {
    setLeaving(true);
    history.exit(to);
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
      // spec 001 §4: clear the draft and its photos, refresh review lists and buildings, go to my page — and
      // rewind the wizard's history, so back never lands on an emptied wizard.
      controls.clear();
      await blobs.clear();
      void reloadQueries(CHANGED_BY_REVIEW_WRITE);
      leave(links.myPage());
    } catch (error) {
      console.error('후기 제출 실패', error);
      setSubmitError(SUBMIT_MESSAGES.unexpected);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  if (leaving || foreign || !history.isOwnEntry) return null;
  if (reachableCreateStep(step, draft, facts) !== step) return null;

  const definition = wizardStep(step);
  const move = wizardMove(step, draft, { alone });
  const frame: StepFrame = {
    mode: 'create',
    title: stepTitle(step, draft, 'create'),
    progress: createProgress(step, draft),
    alone,
    handsOver: alone && move.next !== 'return',
    onAbort: () => {
      controls.flush();
      leave(links.myPage());
    },
    onPrevious:
      move.previous === null
        ? null
        : () => {
            if (history.back()) return;
            // No wizard entry below (history lost): go to the previous step in place.
            if (move.previous && move.previous !== 'return') history.replace(move.previous);
          },
  };
  const ctx: StepContext = {
    mode: 'create',
    kind: reviewKindOf(draft.housingType ?? 'ROOM'),
    draft,
    frame,
    update: (change) => setState((s) => ({ ...s, draft: change(s.draft) })),
    commit: (next) => {
      setState((s) => ({ ...s, draft: next }));
      const target = wizardMove(step, next, { alone });
      if (alone) {
        if (target.next === 'return' || target.next === null) {
          if (!history.returnToOrigin()) history.replace('confirm');
        } else history.forward(target.next, { chain: true });
        return;
      }
      if (target.next && target.next !== 'return') history.forward(target.next);
    },
  };

  const resume = (
    <AlertDialog.Root open={resumeOffer}>
      <AlertDialog.Content>
        <AlertDialog.Title>작성 중인 후기가 있어요</AlertDialog.Title>
        <AlertDialog.Description>
          {`${summaryValue('type', draft)}${draft.address ? ` · ${draft.address}` : ''} 후기를 쓰던 중이에요. 이어서 쓸까요?`}
        </AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel
            onClick={() => {
              controls.clear();
              void blobs.clear();
              setResumeOffer(false);
            }}
          >
            새로 쓰기
          </AlertDialog.Cancel>
          <AlertDialog.Action
            onClick={() => {
              setResumeOffer(false);
              history.rebuild(trailTo(reachableCreateStep(state.lastStep, draft, facts), draft, false));
            }}
          >
            이어서 작성하기
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );

  if (step === 'photos') return <PhotosStep key={step} ctx={ctx} photos={photos} />;
  if (step === 'confirm') {
    const group = housingTypeGroupOf(draft.housingType ?? 'ROOM');
    const rows = summaryRowsFor(group).map((row) => ({
      row,
      label: SUMMARY_ROW_LABELS[group][row],
      value: summaryValue(row, draft, { photoCount: photos.items.length }),
      step: confirmRowStep(row, draft),
    }));
    const submission: SubmitState = { submitting, error: submitError, submit: () => void submit() };
    return (
      <ConfirmStepView
        key={step}
        frame={frame}
        rows={rows}
        rating={draft.rating}
        onOpenRow={(target) => history.forward(target, { alone: true })}
        onRate={(rating) => setState((s) => ({ ...s, draft: { ...s.draft, rating } }))}
        submission={submission}
      />
    );
  }
  const Screen = STEP_SCREENS[definition.id as keyof typeof STEP_SCREENS];
  return (
    <>
      <Screen key={`${step}:${alone}`} ctx={ctx} />
      {resume}
    </>
  );
}
