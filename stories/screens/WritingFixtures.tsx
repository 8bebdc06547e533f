// Fixtures for the review-wizard view stories (화면/후기 쓰기, 화면/후기 수정): frames built from the domain's step
// table, and drafts a student would have at each point. Not a story file.
import {
  createProgress,
  editProgress,
  emptyReviewDraft,
  KEYWORDS,
  type ReviewDraft,
  type ReviewKind,
  stepTitle,
  type University,
  type WizardMode,
  type WizardStepId,
  wizardMove,
} from '@jjinbbang/domain';
import { type ReactNode, useState } from 'react';
import { fn } from 'storybook/test';
import { atWidths } from '../../.storybook/modes';
import type { StepFrame } from '../../packages/app/src/routes/writing/StepLayout';

const codes = (target: string, polarity: string, n: number, skip = 0) =>
  KEYWORDS.filter((k) => k.target === target && k.polarity === polarity)
    .slice(skip, skip + n)
    .map((k) => k.code);

/** A general 월세 draft answered up to the confirm page. */
export const generalDraft: ReviewDraft = {
  ...emptyReviewDraft(),
  housingType: 'ROOM',
  address: '경남 진주시 진주대로 501',
  addressDetail: '가좌동 900',
  detailedAddress: '찐빵빌',
  latitude: 35.1531,
  longitude: 128.0989,
  floorType: 'MID',
  space: 7.5,
  contractType: 'MONTHLY_RENT',
  deposit: 500,
  monthlyRent: 45,
  maintenanceCost: 5,
  pros: codes('BD', 'positive', 3),
  cons: codes('BD', 'negative', 3, 10),
  content:
    '역에서 걸어서 오 분 거리라 통학이 정말 편했어요. 햇빛이 잘 들어서 겨울에도 따뜻했고 집주인 분이 친절하게 ' +
    '수리 요청을 바로 들어주셨어요. 다만 벽이 얇아 옆집 소리가 조금 들리고 주차 공간이 부족해요.',
  rating: 4,
};

/** A dormitory draft answered up to the confirm page. */
export const dormDraft: ReviewDraft = {
  ...emptyReviewDraft(),
  housingType: 'DORMITORY',
  address: '경남 진주시 진주대로 501',
  latitude: 35.1531,
  longitude: 128.0989,
  university: '경상국립대학교',
  campusId: 1,
  dormitoryName: '가좌 개척관',
  roomCapacity: 2,
  floorType: 'HIGH',
  dormitoryFee: 120,
  dormitoryConditions: {
    hasDistanceCriteria: false,
    hasGradeCriteria: true,
    residenceArea: '',
    semesterGrade: 3.8,
  },
  facilityConditions: {
    화장실: '공용',
    샤워실: '공용',
    냉장고: '개인',
    전자레인지: '없음',
    세탁기: '공용',
    휴게시설: '있음',
  },
  pros: codes('DO', 'positive', 3),
  cons: codes('DO', 'negative', 3, 10),
  content: generalDraft.content,
  rating: 5,
};

/** What the wizard hands a step view: the title and progress from the step table, spies for the buttons. */
export function frameFor(
  step: WizardStepId,
  {
    mode = 'create',
    draft = generalDraft,
    alone = mode === 'edit',
    kind = 'GENERAL',
  }: { mode?: WizardMode; draft?: ReviewDraft; alone?: boolean; kind?: ReviewKind } = {},
): StepFrame {
  const move = wizardMove(step, draft, { alone });
  return {
    mode,
    title: stepTitle(step, draft, mode),
    progress: mode === 'edit' ? editProgress(kind, step, draft) : createProgress(step, draft),
    alone,
    handsOver: alone && move.next !== 'return',
    onPrevious: mode === 'create' && move.previous === null ? null : fn(),
    onAbort: fn(),
  };
}

const campus = (id: number, campusName: string, latitude: number, longitude: number) => ({
  id,
  campusName,
  logoImageUrl: null,
  campusAddress: '',
  latitude,
  longitude,
});

/** A few universities of the campus list (api-contract §4), enough to search and browse. */
export const universities: University[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    universityLogo: null,
    campuses: [campus(1, '가좌캠퍼스', 35.1531, 128.0989), campus(2, '칠암캠퍼스', 35.1802, 128.0945)],
  },
  {
    id: 2,
    universityName: '경남대학교',
    universityLogo: null,
    campuses: [campus(3, '본교', 35.1795, 128.5558)],
  },
  {
    id: 3,
    universityName: '부산대학교',
    universityLogo: null,
    campuses: [campus(4, '부산캠퍼스', 35.2335, 129.0793)],
  },
  {
    id: 4,
    universityName: '서울대학교',
    universityLogo: null,
    campuses: [campus(5, '관악캠퍼스', 37.4599, 126.9519)],
  },
  {
    id: 5,
    universityName: '인제대학교',
    universityLogo: null,
    campuses: [campus(6, '김해캠퍼스', 35.2494, 128.9023)],
  },
];

/** Wizard screens fill the viewport like the app (the 480 px column centres on wider screens). */
export const pageParameters = {
  layout: 'fullscreen',
  chromatic: { modes: atWidths(390, 768) },
} as const;

/** The page parameters with the designer's description that opens the docs page (developer notes follow it). */
export function pageDocs(component: string) {
  return { ...pageParameters, docs: { description: { component } } };
}

/**
 * Keeps a view's dialogs inside the story root (`dialogContainer`), so the play test, axe and the visual capture
 * see them.
 */
export function InStoryRoot({ children }: { children: (container: HTMLElement | null) => ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  return (
    <div ref={setNode} data-jb-root style={{ minHeight: '100dvh' }}>
      {children(node)}
    </div>
  );
}
