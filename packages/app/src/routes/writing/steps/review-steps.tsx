import {
  CONTENT_MAX_LENGTH,
  canSelectKeyword,
  checkKeywordMinimum,
  type KeywordCode,
  type KeywordPolarity,
  keywordsForKind,
  photoCountRange,
  type ReviewKind,
  toggleKeyword,
  VALIDATION_MESSAGES,
  validatePhotoCount,
  validateReviewContent,
} from '@jjinbbang/domain';
import { Chip, ChipGroup, PhotoPicker, type PhotoPickerItem, TextArea } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, StepLayout, StepMessage } from '../StepLayout';

// --- Photos (room-info) --------------------------------------------------------------------------------

/** The create draft's photos as the blob store holds them (decisions.md: Blobs in IndexedDB). */
export interface DraftPhotos {
  items: PhotoPickerItem[];
  ready: boolean;
  /** Set when stored photos are gone (spec 001 §8: BLOB_LOST_MESSAGE) or a file could not be kept. */
  problem: string | null;
  change: (items: PhotoPickerItem[]) => void;
}

/** spec 001 §5: at least 2 photos (agency none), at most 20. */
export function PhotosStep({ ctx, photos }: { ctx: StepContext; photos: DraftPhotos }) {
  const [showMissing, setShowMissing] = useState(false);
  const range = photoCountRange(ctx.kind);
  const valid = photos.ready && validatePhotoCount(photos.items.length, ctx.kind).ok;
  return (
    <StepLayout
      ctx={ctx}
      title="방 사진을 올려 주세요"
      helper={
        range.min > 0 ? `사진은 ${range.min}장 이상, 최대 ${range.max}장까지 올릴 수 있어요.` : undefined
      }
      valid={valid}
    >
      <PhotoPicker
        label="방 사진"
        min={range.min}
        max={range.max}
        value={photos.items}
        disabled={!photos.ready}
        showMissing={showMissing}
        minMessage={() => VALIDATION_MESSAGES.photosTooFew}
        onValueChange={(items) => {
          setShowMissing(true);
          photos.change(items);
        }}
      />
      <StepMessage message={photos.problem} />
    </StepLayout>
  );
}

// --- Pros and cons -------------------------------------------------------------------------------------

/** spec 001 §5: 3–5 per side when creating (1–5 editing), never a keyword together with its opposite. */
export function KeywordsStep({ ctx, polarity }: { ctx: StepContext; polarity: KeywordPolarity }) {
  const [message, setMessage] = useState<string | null>(null);
  const selection = { positive: ctx.draft.pros, negative: ctx.draft.cons };
  const selected = polarity === 'positive' ? ctx.draft.pros : ctx.draft.cons;
  const groups = keywordsForKind(ctx.kind, polarity);
  const minimum = checkKeywordMinimum(selected, polarity, ctx.mode);
  const side = polarity === 'positive' ? '장점' : '단점';

  const toggle = (code: KeywordCode) => {
    const result = toggleKeyword(selection, code);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    ctx.update({
      ...ctx.draft,
      pros: [...result.selection.positive],
      cons: [...result.selection.negative],
    });
  };

  return (
    <StepLayout
      ctx={ctx}
      title={`어떤 ${side}이 있었나요?`}
      helper={ctx.mode === 'edit' ? `${side}을 1~5개 골라 주세요.` : `${side}을 3~5개 골라 주세요.`}
      valid={minimum.ok}
    >
      {groups.map((group) => {
        const codes = new Set<string>(group.keywords.map((k) => k.code));
        const headingId = `writing-${polarity}-${group.category}`;
        return (
          <section key={group.category} aria-labelledby={headingId} className="jb-writing-group">
            <h2 id={headingId} className="jb-writing-group-title">
              {group.name}
            </h2>
            <ChipGroup
              type="multiple"
              aria-labelledby={headingId}
              className="jb-writing-chips"
              value={selected.filter((code) => codes.has(code))}
              refuseSelect={(value) => {
                const allowed = canSelectKeyword(selection, value as KeywordCode);
                return allowed.ok ? undefined : allowed.message;
              }}
              onRefuse={(refusal) => setMessage(refusal.reason === 'blocked' ? refusal.detail : null)}
              onValueChange={(values) => {
                const inGroup = selected.filter((code) => codes.has(code));
                const changed =
                  values.find((v) => !inGroup.includes(v as KeywordCode)) ??
                  inGroup.find((code) => !values.includes(code));
                if (changed) toggle(changed as KeywordCode);
              }}
            >
              {group.keywords.map((keyword) => (
                <Chip key={keyword.code} value={keyword.code}>
                  {keyword.label}
                </Chip>
              ))}
            </ChipGroup>
          </section>
        );
      })}
      <StepMessage message={message} />
      <p className="jb-writing-secondary" aria-live="polite">
        {selected.length}개 선택 {minimum.ok ? '' : `· ${minimum.message}`}
      </p>
    </StepLayout>
  );
}

// --- Content -------------------------------------------------------------------------------------------

const CONTENT_PLACEHOLDERS: Record<ReviewKind, string> = {
  GENERAL:
    '살면서 느낀 집의 장단점을 자유롭게 적어 주세요. 예) 채광, 방음, 수압, 집주인과의 소통, 주변 편의시설 등',
  DORM: '기숙사 생활이 어땠는지 자유롭게 적어 주세요. 예) 시설 상태, 규칙과 통금, 룸메이트, 식당과 편의시설 등',
  AGENCY: '공인중개사와 거래하며 느낀 점을 자유롭게 적어 주세요. 예) 매물 설명의 정확성, 응대, 계약 과정 등',
};

/** spec 001 §5: 100–1000 characters after trimming (edit: non-empty); restored on entry. */
export function ContentStep({ ctx }: { ctx: StepContext }) {
  const [text, setText] = useState(ctx.draft.content);
  const [touched, setTouched] = useState(text !== '');
  const check = validateReviewContent(text, ctx.mode);
  const goOn = () => {
    const next = { ...ctx.draft, content: text.trim() };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout
      ctx={ctx}
      title="후기를 자세히 들려 주세요"
      helper={ctx.mode === 'edit' ? undefined : '최소 100자 이상 작성해 주세요.'}
      valid={check.ok}
      onNext={goOn}
    >
      <TextArea
        label="후기 내용"
        className="jb-writing-content"
        placeholder={CONTENT_PLACEHOLDERS[ctx.kind]}
        maxLength={CONTENT_MAX_LENGTH}
        showCounter
        value={text}
        onValueChange={(value) => {
          setText(value);
          setTouched(true);
          // The draft keeps what is typed, so a refresh restores it.
          ctx.update((draft) => ({ ...draft, content: value }));
        }}
        onBlur={() => setTouched(true)}
        errorText={touched && !check.ok ? check.message : undefined}
      />
    </StepLayout>
  );
}
