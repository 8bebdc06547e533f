// Fixed data for the console's stories: the same rows, dates and counts on every run (times in Korean time).
import type {
  AdminReviewDetail,
  AdminReviewSummary,
  AuditEntry,
  CertificateItem,
  Dashboard,
  Precheck,
  ProhibitedWord,
  ReportGroup,
  Staff,
  StaffSession,
  University,
} from '@jjinbbang/domain';
import type { CertificateDetail } from '../pages/certificates/CertificateDetailView';

/** "Now" in every story: 2026-11-29 15:00 in Seoul. */
export const NOW = new Date('2026-11-29T15:00:00+09:00');
export const TODAY = '2026-11-29';
const at = (day: number, hour: number, minute = 0) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`;

export const admin: Staff = {
  id: 2,
  login: 'admin',
  displayName: '관리자',
  role: 'admin',
  disabled: false,
  oidcSubject: null,
  email: null,
  createdAt: at(1, 9),
  lastSignInAt: at(29, 14, 30),
};
export const moderator: Staff = {
  id: 1,
  login: 'kim.mj',
  displayName: '김민지',
  role: 'moderator',
  disabled: false,
  oidcSubject: 'authentik|8841',
  email: 'minji.kim@jjinbbang.kr',
  createdAt: at(3, 10),
  lastSignInAt: at(29, 9, 12),
};
export const staffList: Staff[] = [
  admin,
  moderator,
  {
    id: 3,
    login: 'park.sh',
    displayName: '박서후',
    role: 'moderator',
    disabled: true,
    oidcSubject: null,
    email: 'seohoo.park@jjinbbang.kr',
    createdAt: at(5, 11),
    lastSignInAt: at(20, 18, 5),
  },
  {
    id: 4,
    login: 'lee.ha',
    displayName: '이하늘',
    role: 'admin',
    disabled: false,
    oidcSubject: null,
    email: null,
    createdAt: at(12, 16),
    lastSignInAt: null,
  },
];

export const sessionOf = (staff: Staff): StaffSession => ({
  staff,
  csrfToken: 'story-csrf',
  idleExpiresAt: at(29, 15, 30),
  expiresAt: at(30, 2, 30),
});

export const dashboard: Dashboard = {
  queues: {
    certificates: { count: 12, oldestAt: at(27, 10, 20) },
    reports: { count: 5, oldestAt: at(28, 21, 4) },
    appeals: { count: 1, oldestAt: at(29, 8, 40) },
    flagged: { count: 3, oldestAt: at(29, 11, 15) },
  },
  daily: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 31 + i)).toISOString().slice(0, 10);
    return {
      date,
      reviews:
        [8, 6, 5, 7, 9, 4, 3, 11, 12, 7, 6, 9, 14, 10, 8, 5, 6, 9, 13, 15, 7, 6, 8, 10, 12, 9, 4, 6, 11, 5][
          i
        ] ?? 0,
      verifications:
        [3, 2, 4, 1, 0, 2, 5, 6, 3, 2, 1, 4, 7, 3, 2, 2, 3, 1, 4, 6, 2, 1, 3, 5, 4, 2, 1, 3, 6, 2][i] ?? 0,
      reports:
        [0, 1, 0, 0, 2, 0, 1, 0, 0, 3, 1, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 4, 1, 0, 0, 2, 0, 1, 3, 1][i] ?? 0,
    };
  }),
  precheckAvailable: true,
};

export const emptyDashboard: Dashboard = {
  queues: {
    certificates: { count: 0, oldestAt: null },
    reports: { count: 0, oldestAt: null },
    appeals: { count: 0, oldestAt: null },
    flagged: { count: 0, oldestAt: null },
  },
  daily: dashboard.daily.map((day) => ({ ...day, reviews: 0, verifications: 0, reports: 0 })),
  precheckAvailable: false,
};

// --- Certificates ------------------------------------------------------------------------------------------

/** A drawn admission certificate (an SVG picture, like a phone photo of the paper). */
export function certificatePicture(university: string, name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1600" viewBox="0 0 1240 1600">
<rect width="1240" height="1600" fill="#fbfaf7"/><rect x="60" y="60" width="1120" height="1480" fill="none" stroke="#8a7f72" stroke-width="6"/>
<text x="620" y="260" font-family="Noto Sans CJK KR, sans-serif" font-size="88" text-anchor="middle" fill="#1d1a17">합 격 증 명 서</text>
<text x="160" y="480" font-family="Noto Sans CJK KR, sans-serif" font-size="46" fill="#1d1a17">성      명 : ${name}</text>
<text x="160" y="560" font-family="Noto Sans CJK KR, sans-serif" font-size="46" fill="#1d1a17">모집 단위 : 공과대학 기계공학부</text>
<text x="160" y="740" font-family="Noto Sans CJK KR, sans-serif" font-size="44" fill="#1d1a17">위 사람은 ${university} 2026학년도</text>
<text x="160" y="810" font-family="Noto Sans CJK KR, sans-serif" font-size="44" fill="#1d1a17">신입생 모집에 최종 합격하였기에</text>
<text x="160" y="880" font-family="Noto Sans CJK KR, sans-serif" font-size="44" fill="#1d1a17">입학을 허가합니다.</text>
<text x="620" y="1160" font-family="Noto Sans CJK KR, sans-serif" font-size="44" text-anchor="middle" fill="#1d1a17">2026년 2월 3일</text>
<text x="620" y="1320" font-family="Noto Sans CJK KR, sans-serif" font-size="60" text-anchor="middle" fill="#1d1a17">${university} 총장</text>
<circle cx="900" cy="1300" r="70" fill="none" stroke="#c0392b" stroke-width="8"/><text x="900" y="1318" font-family="Noto Sans CJK KR, sans-serif" font-size="40" text-anchor="middle" fill="#c0392b">직인</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const precheckDone = (university: { id: number; name: string } | null, confidence: number): Precheck => ({
  state: 'done',
  university,
  confidence,
  words: university ? ['합격', '입학', '총장', '직인'] : ['영수증'],
  excerpt: university
    ? `합격 증명서 성명: 김하늘 위 사람은 ${university.name} 2026학년도 신입생 모집에 최종 합격하였기에 입학을 허가합니다.`
    : '영수증 아메리카노 2잔 9,000원',
  checkedAt: at(29, 9, 0),
});
const precheckOff: Precheck = {
  state: 'off',
  university: null,
  confidence: null,
  words: [],
  excerpt: null,
  checkedAt: null,
};

const certificate = (
  id: number,
  nickname: string,
  email: string | null,
  uploadedAt: string,
  precheck: Precheck,
  extra: Partial<CertificateItem> = {},
): CertificateItem => ({
  id,
  state: 'pending',
  version: 0,
  student: { id: 100 + id, nickname, email },
  uploadedAt,
  waitingSeconds: Math.floor((NOW.getTime() - new Date(uploadedAt).getTime()) / 1000),
  resubmitted: false,
  previousRejections: 0,
  mimeType: 'image/png',
  size: 842_113,
  fileUrl: `/api/admin/certificates/${id}/file`,
  previewUrl: certificatePicture(precheck.university?.name ?? '부산대학교', '김하늘'),
  precheck,
  decision: null,
  ...extra,
});

export const pendingCertificates: CertificateItem[] = [
  certificate(
    41,
    '따끈한 찐빵',
    'haneul@pusan.ac.kr',
    at(27, 10, 20),
    precheckDone({ id: 12, name: '부산대학교' }, 0.92),
  ),
  certificate(44, '새 찐빵 e116', null, at(28, 8, 2), precheckDone({ id: 3, name: '경상국립대학교' }, 0.74), {
    resubmitted: true,
    previousRejections: 1,
  }),
  certificate(47, '말랑한 호빵', null, at(29, 9, 40), precheckDone(null, 0.1)),
  certificate(48, '졸린 만두', 'mandu@snu.ac.kr', at(29, 14, 31), { ...precheckOff, state: 'running' }),
];

export const decidedCertificates: CertificateItem[] = [
  certificate(
    39,
    '바삭한 꽈배기',
    'twist@knu.ac.kr',
    at(26, 9, 0),
    precheckDone({ id: 5, name: '경북대학교' }, 0.88),
    {
      state: 'approved',
      decision: {
        state: 'approved',
        at: at(26, 13, 12),
        by: { id: 2, displayName: '관리자' },
        university: { id: 5, name: '경북대학교' },
        campus: { id: 51, name: '대구캠퍼스' },
        reason: null,
        note: null,
      },
    },
  ),
  certificate(38, '새 찐빵 e116', null, at(25, 19, 0), precheckDone(null, 0.2), {
    state: 'rejected',
    decision: {
      state: 'rejected',
      at: at(26, 10, 4),
      by: { id: 1, displayName: '김민지' },
      university: null,
      campus: null,
      reason: 'unreadable',
      note: '글자가 흐려서 학교 이름을 읽을 수 없어요.',
    },
  }),
];

export const certificateDetail: CertificateDetail = {
  ...(pendingCertificates[1] as CertificateItem),
  history: [
    {
      ...(decidedCertificates[1] as CertificateItem),
    },
  ].map(({ precheck: _precheck, ...rest }) => rest),
};

export const certificateWithoutPrecheck: CertificateDetail = {
  ...certificate(52, '졸린 만두', 'mandu@snu.ac.kr', at(29, 14, 31), precheckOff),
  history: [],
};

export const universities: University[] = [
  { id: 3, name: '경상국립대학교', campuses: ['가좌캠퍼스', '칠암캠퍼스', '통영캠퍼스'] },
  { id: 5, name: '경북대학교', campuses: ['대구캠퍼스', '상주캠퍼스'] },
  { id: 12, name: '부산대학교', campuses: ['부산캠퍼스', '양산캠퍼스', '밀양캠퍼스'] },
  { id: 20, name: '서울대학교', campuses: ['관악캠퍼스'] },
].map((u) => ({
  id: u.id,
  universityName: u.name,
  universityLogo: null,
  campuses: u.campuses.map((campusName, i) => ({
    id: u.id * 10 + i + 1,
    campusName,
    logoImageUrl: null,
    campusAddress: `${u.name} ${campusName}`,
    latitude: 35.2,
    longitude: 128.1,
  })),
}));

// --- Reviews and reports -----------------------------------------------------------------------------------

const review = (id: number, extra: Partial<AdminReviewSummary> = {}): AdminReviewSummary => ({
  id,
  version: 3,
  kind: 'GENERAL',
  status: 'public',
  content:
    '4학년 때 장전 스위트빌에서 1년 살았어요. 보증금 500만원에 월세 45만원이었고 관리비는 5만원이에요. 부산대 정문까지 걸어서 7분이라 통학이 정말 편했어요.',
  rating: 4,
  place: {
    id: 900 + id,
    name: '장전 스위트빌',
    address: '부산광역시 금정구 장전온천천로 51',
    isAgency: false,
  },
  university: { id: 12, name: '부산대학교' },
  author: { id: 300 + id, nickname: '따끈한 찐빵' },
  createdAt: at(18, 20, 15),
  updatedAt: at(18, 20, 15),
  openReports: 0,
  flags: [],
  blindedUntil: null,
  appealedAt: null,
  ...extra,
});

export const reviews: AdminReviewSummary[] = [
  review(2344, { openReports: 3 }),
  review(2341, {
    place: { id: 2, name: '하늘 원룸', address: '서울특별시 성북구 안암로 12', isAgency: false },
    university: { id: 20, name: '고려대학교' },
    content:
      '집주인이 시발 소리를 하면서 보증금을 안 돌려줬어요. 다들 조심하세요. 역에서 가깝고 방은 넓어요.',
    flags: [{ word: '시발', at: at(29, 11, 15) }],
    createdAt: at(29, 11, 15),
  }),
  review(2339, {
    kind: 'DORM',
    place: { id: 3, name: '진리관', address: '부산광역시 금정구 부산대학로 63번길 2', isAgency: false },
    status: 'blinded',
    blindedUntil: at(28, 23, 59).replace('11-28', '12-28'),
    appealedAt: at(29, 8, 40),
    content: '룸메이트 ○○○ 학생이 새벽마다 시끄럽게 해요. 전화번호는 010-1234-5678이에요.',
    createdAt: at(15, 9, 30),
  }),
  review(2330, {
    kind: 'AGENCY',
    place: { id: 4, name: '대박공인중개사사무소', address: '경상남도 진주시 가좌길 74', isAgency: true },
    university: { id: 3, name: '경상국립대학교' },
    status: 'deleted',
    content: '이 중개사무소는 최악이에요. 절대 가지 마세요. 광고 문의는 카톡 jjin123으로 주세요.',
    createdAt: at(10, 13, 0),
  }),
];

export const reportGroups: ReportGroup[] = [
  {
    review: reviews[0] as AdminReviewSummary,
    count: 3,
    reasons: ['광고성 글이에요', '사실과 다른 내용이 있어요', '다른 사람의 전화번호가 보여요'],
    firstReportedAt: at(28, 21, 4),
    lastReportedAt: at(29, 13, 50),
    outcome: null,
    closedAt: null,
  },
  {
    review: reviews[1] as AdminReviewSummary,
    count: 2,
    reasons: ['욕설이 들어 있어요', '비방하는 글이에요'],
    firstReportedAt: at(29, 11, 40),
    lastReportedAt: at(29, 12, 2),
    outcome: null,
    closedAt: null,
  },
  {
    review: { ...(reviews[3] as AdminReviewSummary), status: 'public' },
    count: 1,
    reasons: ['광고 같아요'],
    firstReportedAt: at(29, 14, 10),
    lastReportedAt: at(29, 14, 10),
    outcome: null,
    closedAt: null,
  },
];

export const closedReportGroups: ReportGroup[] = [
  {
    ...(reportGroups[0] as ReportGroup),
    review: { ...(reviews[2] as AdminReviewSummary) },
    count: 4,
    reasons: ['개인정보가 보여요', '룸메이트를 비방해요'],
    outcome: 'blinded',
    closedAt: at(28, 16, 0),
  },
  {
    ...(reportGroups[2] as ReportGroup),
    review: reviews[3] as AdminReviewSummary,
    outcome: 'deleted',
    closedAt: at(27, 10, 30),
  },
];

const entry = (id: number, extra: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: at(29, 10, 0),
  actor: { id: 2, login: 'admin', displayName: '관리자' },
  action: 'review.blind',
  targetType: 'review',
  targetId: '2339',
  reason: null,
  before: null,
  after: null,
  ...extra,
});

export const reviewDetail: AdminReviewDetail = {
  ...(reviews[0] as AdminReviewSummary),
  content:
    '4학년 때 장전 스위트빌에서 1년 살았어요. 보증금 500만원에 월세 45만원이었고 관리비는 5만원이에요. 집주인 번호는 ●●●-●●●●-●●●●이니까 직접 연락해 보세요. 부산대 정문까지 걸어서 7분이라 통학이 정말 편했어요.',
  originalContent:
    '4학년 때 장전 스위트빌에서 1년 살았어요. 보증금 500만원에 월세 45만원이었고 관리비는 5만원이에요. 집주인 번호는 010-2345-6789이니까 직접 연락해 보세요. 부산대 정문까지 걸어서 7분이라 통학이 정말 편했어요.',
  masks: [
    {
      id: 7,
      start: 69,
      end: 82,
      reason: 'personal_info',
      note: null,
      original: '010-2345-6789',
      by: { id: 1, displayName: '김민지' },
      at: at(29, 9, 5),
    },
  ],
  reports: [
    {
      id: 501,
      reason: '광고성 글이에요',
      reporter: { id: 71, nickname: '말랑한 호빵' },
      state: 'open',
      outcome: null,
      createdAt: at(28, 21, 4),
      closedAt: null,
    },
    {
      id: 502,
      reason: '사실과 다른 내용이 있어요',
      reporter: { id: 72, nickname: '졸린 만두' },
      state: 'open',
      outcome: null,
      createdAt: at(29, 10, 11),
      closedAt: null,
    },
    {
      id: 503,
      reason: '다른 사람의 전화번호가 보여요',
      reporter: null,
      state: 'open',
      outcome: null,
      createdAt: at(29, 13, 50),
      closedAt: null,
    },
  ],
  history: [
    entry(90, {
      at: at(29, 9, 5),
      actor: { id: 1, login: 'kim.mj', displayName: '김민지' },
      action: 'review.mask',
      targetId: '2344',
      reason: '개인정보 노출',
    }),
  ],
  deleteReason: null,
  appealText: null,
};

export const blindedReviewDetail: AdminReviewDetail = {
  ...(reviews[2] as AdminReviewSummary),
  originalContent: (reviews[2] as AdminReviewSummary).content,
  masks: [],
  reports: [
    {
      id: 480,
      reason: '개인정보가 보여요',
      reporter: { id: 73, nickname: '바삭한 꽈배기' },
      state: 'closed',
      outcome: 'blinded',
      createdAt: at(27, 22, 0),
      closedAt: at(28, 16, 0),
    },
  ],
  history: [
    entry(88, { at: at(28, 16, 0), action: 'review.blind', reason: '룸메이트의 전화번호가 들어 있어요' }),
  ],
  deleteReason: null,
  appealText: '전화번호는 지웠고, 룸메이트 이름도 가렸어요. 다시 봐 주세요.',
};

export const words: ProhibitedWord[] = [
  { id: 61, word: '시발', enabled: true, flaggedReviews: 2, createdAt: at(1, 9), createdBy: null },
  { id: 62, word: '병신', enabled: true, flaggedReviews: 1, createdAt: at(1, 9), createdBy: null },
  { id: 63, word: '존나', enabled: false, flaggedReviews: 0, createdAt: at(1, 9), createdBy: null },
  {
    id: 80,
    word: '사기꾼중개사',
    enabled: true,
    flaggedReviews: 0,
    createdAt: at(22, 15, 40),
    createdBy: { id: 2, displayName: '관리자' },
  },
];

export const auditEntries: AuditEntry[] = [
  entry(95, {
    at: at(29, 14, 32),
    action: 'certificate.approve',
    targetType: 'certificate',
    targetId: '39',
    before: { state: 'pending' },
    after: { state: 'approved', universityId: 5, campusId: 51 },
  }),
  entry(94, {
    at: at(29, 13, 1),
    actor: { id: 1, login: 'kim.mj', displayName: '김민지' },
    action: 'review.dismiss',
    targetId: '2344',
    reason: '광고로 보기 어려워요',
    before: { status: 'public', openReports: 2 },
    after: { status: 'public', reportsClosed: [498, 499] },
  }),
  entry(93, {
    at: at(29, 11, 20),
    action: 'word.add',
    targetType: 'word',
    targetId: '80',
    after: { word: '사기꾼중개사' },
  }),
  entry(92, {
    at: at(29, 9, 0),
    action: 'staff.sign_in',
    targetType: 'staff',
    targetId: '2',
    after: { how: 'password' },
  }),
  entry(91, {
    at: at(28, 16, 0),
    action: 'review.blind',
    targetId: '2339',
    reason: '룸메이트의 전화번호가 들어 있어요',
    before: { status: 'public' },
    after: { status: 'blinded', blindedUntil: '2026-12-28' },
  }),
];
