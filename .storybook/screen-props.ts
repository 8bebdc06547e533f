import type { ArgTypesEnhancer } from 'storybook/internal/types';

// The props tables of the page views (화면/…). The views live in the app, whose props are written for its
// developers and often carry no doc comment; a designer reading a screen's page still needs every row explained.
// These Korean descriptions fill the rows a view leaves empty (a doc comment in the view always wins). Keys are
// `View.prop` for a prop whose meaning is the view's own, or the prop name alone where every view means the same.
const DESCRIPTIONS: Record<string, string> = {
  // The writing wizard's steps (화면/후기 쓰기/…) share their frame and their submit.
  frame:
    '단계의 틀: 진행 막대, 닫기(작성 중단 확인), 이전·다음 버튼과 그 상태. 앱의 작성 흐름이 만들어 넘깁니다.',
  onSubmit:
    '"다음"(또는 "완료")을 누르면 이 단계에서 고른 값과 함께 불립니다. 앱은 값을 초안에 담고 다음 단계로 갑니다.',
  initial: '이 단계를 다시 열었을 때 채워져 있을 값(저장된 초안). 처음이면 빈 값입니다.',
  dialogContainer: '이 화면의 대화상자를 그릴 곳(개발용). 비우면 화면 틀 안에 그립니다.',
  kind: '어떤 후기인지: GENERAL(원룸·오피스텔 등 일반 건물) · DORM(기숙사) · AGENCY(공인중개사). 안내 문구와 고를 것이 달라집니다.',
  marker: '지도 핀의 모양: GENERAL(일반 건물) · AGENCY(공인중개사) · DORMITORY(기숙사).',
  address: '찾은 주소 한 줄(도로명).',
  rows: '작성한 내용의 요약 줄(유형, 주소, 가격, 키워드…). 줄을 누르면 그 단계를 고치러 갑니다.',
  rating: '고른 별점(1~5). 아직 고르지 않았으면 null.',
  onOpenRow: '요약 줄을 누르면 그 줄의 단계 이름과 함께 불립니다.',
  // Reading, account and home views.
  login: '로그인 상태와 "카카오로 시작하기" 동작. 게스트면 로그인 안내가 보입니다.',
  viewer: '로그인한 사람: 닉네임, 학교 인증 상태(미인증 · 심사 중 · 인증됨).',
  onBack: '뒤로 가기 버튼을 누르면 불립니다.',
  onRetry: '오류 화면의 "다시 시도"를 누르면 불립니다.',
  errorText: '불러오지 못했을 때 보일 안내. 비우면 화면의 기본 오류 문구가 보입니다.',
  universities: '대학교 목록(이름, 로고, 캠퍼스들).',
  isAuthenticated: '로그인했는지. 게스트에게는 좋아요 대신 로그인 안내가 뜹니다.',
  likePending: '좋아요 요청이 진행 중인 동안 켭니다. 그동안 하트를 다시 눌러도 아무 일도 없습니다.',
  onLikeChange:
    '하트를 누르면 다음 상태(true면 좋아요)와 함께 불립니다. 서버가 받아들인 뒤에 하트가 바뀝니다.',
  reviews: '후기 목록: 받은 항목, 더 불러오는 중인지, 오류, 다음 쪽 불러오기.',
  actions: '버튼이 부르는 동작(인증 요청 보내기, 다시 보내기 등). 앱이 서버와 이어 줍니다.',
  'AuthView.phase':
    '로그인 뒤 단계: working(카카오 로그인 처리 중) · terms(약관 동의) · welcome(가입 환영, 학교 인증 권유).',
  'AuthView.onWelcomeVerify': '가입 환영 화면의 "학교 인증하기"를 누르면 불립니다.',
  'EmailVerificationFlow.initialStep': '처음 보일 단계(학교 메일 입력 또는 인증번호 입력).',
  'MyAccountView.loggingOut':
    '로그아웃 요청이 진행 중인 동안 켭니다. 그동안 로그아웃을 다시 누를 수 없습니다.',
  'MyAccountView.onLogout': '"로그아웃"을 누르면 불립니다.',
  'MyAccountView.onNoticeClose': '안내 대화상자(예: 로그아웃 실패)를 닫으면 불립니다.',
  'NewStudentView.status':
    '학교 인증 상태: unverified(미인증) · pending(심사 중) · verified(인증됨). 상태마다 안내와 버튼이 다릅니다.',
  'VerifyChoiceView.status':
    '학교 인증 상태: unverified(미인증, 인증 방법 고르기) · pending(심사 중) · verified(인증됨).',
  'HomeView.campuses': '홈의 캠퍼스 카드들(내 학교가 먼저, 최근 본 캠퍼스).',
  'HomeView.campusStatus': '캠퍼스 카드 상태: loading(스켈레톤) · error · ready.',
  'HomeView.onOpenCampus': '캠퍼스 카드를 누르면 그 캠퍼스와 함께 불립니다(지도로 이동).',
  'HomeView.universityStatus': '대학교 목록 상태: loading(스켈레톤) · error(다시 시도) · ready.',
  'HomeView.universityErrorText': '대학교 목록을 불러오지 못했을 때 보일 안내.',
  'HomeView.onRetryUniversities': '대학교 목록 오류의 "다시 시도"를 누르면 불립니다.',
  'UniversitiesView.status': '목록 상태: loading(스켈레톤) · error(다시 시도) · ready.',
  'BookmarksView.filter': '보고 있는 찜 목록: 후기 또는 건물.',
  'BookmarksView.onFilterChange': '후기·건물 탭을 바꾸면 불립니다.',
  'BookmarksView.list': '찜한 항목 목록: 받은 항목, 더 불러오는 중인지, 오류, 다음 쪽 불러오기.',
  'BookmarksView.likes': '카드마다의 좋아요 상태와 동작(찜 해제).',
  'BuildingDetailView.status': '건물 정보 상태: loading(스켈레톤) · error(다시 시도) · ready.',
  'BuildingDetailView.building': '건물 정보: 이름, 유형, 주소, 평균 별점, 후기 수, 좋아요.',
  'BuildingDetailView.images': '위쪽 사진 슬라이더의 사진 주소들. 없으면 회색 자리 그림.',
  'BuildingDetailView.sort': '후기 정렬: RCMND(추천순) · LATEST(최신순) · LIKES(좋아요순) · STARS(별점순).',
  'BuildingDetailView.onSortChange': '정렬을 바꾸면 새 정렬과 함께 불립니다.',
  'BuildingDetailView.reviewLikes': '후기 카드마다의 좋아요 상태와 동작.',
  'ReportView.gated': '학교 인증 전이라 신고할 수 없는지. 켜면 인증 안내가 보입니다.',
  'ReportView.formatError': '서버 오류를 사람이 읽을 안내로 바꾸는 규칙(개발용).',
  'ReviewDetailView.state':
    '화면 상태: loading · error · ready · checking(인증 확인 중) · gated(학교 인증 전이라 가림) · invalid(없는 후기).',
  'ReviewDetailView.content': '후기 내용: 건물, 가격, 별점, 키워드, 본문, 사진, 작성자인지.',
  'ReviewDetailView.deleteStep':
    '삭제 흐름의 단계: idle · confirm(정말 삭제할지 묻는 시트) · deleting · done(삭제됨 안내).',
  'ReviewDetailView.onDeleteStepChange': '삭제 시트를 열고 닫을 때 다음 단계와 함께 불립니다.',
  'ReviewDetailView.onConfirmDelete': '삭제 확인 시트에서 "삭제"를 누르면 불립니다.',
  'ReviewDetailView.onDeleted': '"삭제되었어요" 안내를 닫으면 불립니다(앞 화면으로 이동).',
  'EditHubView.stage':
    '고치기 화면의 단계: idle · rating(다시 올리기 전 별점) · saving · saved · failed · confirmDelete · deleting · deleted.',
  'EditHubView.onStageChange': '단계가 바뀔 때(시트 열기·닫기) 다음 단계와 함께 불립니다.',
  'EditHubView.onReupload': '별점을 고르고 "다시 올리기"를 누르면 그 별점과 함께 불립니다.',
  'EditHubView.onDelete': '삭제 확인에서 "삭제"를 누르면 불립니다.',
  'EditHubView.onAbort': '고치기를 그만두고 나가면 불립니다.',
  'WriteAccessView.access':
    '후기를 쓸 수 없는 까닭: signedOut(로그인 전) · unverified(학교 인증 전) · pending(인증 심사 중).',
  'WriteAccessView.signingIn': '카카오 로그인으로 넘어가는 중인 동안 켭니다.',
  'WriteAccessView.pendingHref': '"학교 인증하기" · "인증 상태 보기"가 가는 주소.',
  'WriteAccessView.laterHref': '"나중에 할게요"가 가는 주소.',
  'AddressResultStepView.buildingName': '주소에서 찾은 건물 이름. 없으면 빈 글자.',
  'AddressResultStepView.position':
    '주소의 지도 위치(위도·경도). 못 찾았으면 null이고 지도 대신 안내가 보입니다.',
  'AddressResultStepView.onSubmit': '주소와 지도의 위치를 확인하고 "다음"을 누르면 불립니다.',
  'AgencyStepView.onSubmit': '"다음"을 누르면 입력한 상호명(공백 뺀)과 함께 불립니다.',
  'ConfirmStepView.onRate': '별점을 고르면 그 별점과 함께 불립니다.',
  'ConfirmStepView.submission': '올리기 상태(보내는 중, 실패 안내, 완료).',
  'ContractTypeStepView.value': '고른 계약 형태: MONTHLY_RENT(월세) · DEPOSIT_RENT(전세). 처음이면 null.',
  'KeywordsStepView.polarity': '이 단계가 고르는 키워드: positive(장점) · negative(단점).',
  'PinStepView.onSubmit': '"다음"을 누르면 지도 가운데 핀의 위치(위도·경도)와 함께 불립니다.',
  'PriceStepView.contractType':
    '계약 형태: MONTHLY_RENT(월세: 보증금·월세·관리비) · DEPOSIT_RENT(전세: 전세금·관리비).',
  'DormInfoStepView.universities': '캠퍼스를 고를 대학교 목록의 상태(불러오는 중 · 오류 · 받음).',
  'OfflineMap.keyboardHint': '지도에 포커스가 왔을 때 화면낭독기가 읽는 조작 안내.',
  'OfflineMap.center': '지도 가운데(위도·경도).',
  'OfflineMap.level': '확대 단계(카카오맵과 같은 1~14, 작을수록 가까이).',
  'OfflineMap.className': '바깥 요소에 더할 클래스(개발용).',
  'UnexpectedErrorPage.onRetry': '"다시 시도"를 누르면 불립니다(화면을 다시 그림).',
  // The map screen's story renders MapView through a story-local `Screen`: keyed by the page's title.
  '화면/지도.center': '지도 가운데(위도·경도). 주소창에 남아 새로 고쳐도 같은 곳이 보입니다.',
  '화면/지도.level': '확대 단계(카카오맵과 같은 1~14, 작을수록 가까이).',
  '화면/지도.points': '지금 보이는 범위의 건물 핀들(일반 건물 · 기숙사 · 공인중개사).',
  '화면/지도.cells': '멀리서 볼 때 핀 대신 보이는 묶음(개수 동그라미).',
  '화면/지도.landmarks': '캠퍼스처럼 지도에 이름표로 보이는 곳들.',
  '화면/지도.focusLandmark': '이름표를 강조할 캠퍼스(홈에서 캠퍼스를 눌러 왔을 때).',
  '화면/지도.onViewChange': '지도를 밀거나 확대·축소하면 새 가운데·단계·범위와 함께 불립니다.',
  '화면/지도.onGroupPress': '핀이나 묶음을 누르면 불립니다(그곳의 목록 시트를 엽니다).',
  '화면/지도.markers': '핀 불러오기 상태: 처음 불러오는 중, 오류(다시 시도), 받음.',
  '화면/지도.emptyResult':
    '보이는 범위에 고른 필터에 맞는 곳이 하나도 없는지. 켜면 "필터 초기화" 안내가 뜹니다.',
  '화면/지도.onResetFilters': '"필터 초기화"를 누르면 불립니다.',
  '화면/지도.filters': '지금 고른 필터: 찐 후기 키워드, 후기별 보기, 대학교, 계약 형태와 가격.',
  '화면/지도.onFiltersChange': '필터 시트에서 "적용하기"를 누르면 새 필터와 함께 불립니다.',
  '화면/지도.universities': '대학교 필터에 보일 대학교 목록. 아직 받지 않았으면 비어 있습니다.',
  '화면/지도.searchText': '검색창에 입력된 글자.',
  '화면/지도.onSearchTextChange': '검색창 글자가 바뀔 때마다 불립니다.',
  '화면/지도.onSearch': '검색(돋보기 또는 Enter)하면 검색어와 함께 불립니다.',
  '화면/지도.searchMessage': '검색창 아래 안내(예: "두 글자 이상 입력해 주세요"). 없으면 null.',
  '화면/지도.sheet': '열려 있는 시트(필터, 목록, 검색 결과). 주소창에 남아 뒤로 가기로 닫힙니다.',
  '화면/지도.onOpenFilter': '위쪽 필터 칩을 누르면 그 필터 이름과 함께 불립니다.',
  '화면/지도.onCloseSheet': '시트를 닫으면 불립니다.',
  '화면/지도.onOpenList': '아래 "목록" 손잡이를 누르면 불립니다(보이는 범위의 목록).',
  '화면/지도.list': '열린 목록 시트의 내용(정렬, 항목, 더 불러오기). 목록이 닫혀 있으면 null.',
  '화면/지도.login': '로그인 상태와 동작. 게스트가 목록을 열면 로그인 안내가 뜹니다.',
};

/**
 * Fills the empty descriptions of a page view's props table: `title.prop` and `View.prop` keys on any page,
 * keys of a bare prop name only on the page views (화면/).
 */
export const describeScreenProps: ArgTypesEnhancer = (context) => {
  const { argTypes, title, component } = context;
  const screen = title.startsWith('화면/');
  const name =
    (component as { __docgenInfo?: { displayName?: string } } | undefined)?.__docgenInfo?.displayName ??
    (component as { displayName?: string; name?: string } | undefined)?.displayName ??
    (component as { name?: string } | undefined)?.name;
  const out = { ...argTypes };
  // Args of a story-local component have no argTypes yet (Storybook infers them from the args after this runs),
  // so rows are looked up for every arg too.
  const props = new Set([...Object.keys(argTypes), ...Object.keys(context.initialArgs ?? {})]);
  for (const prop of props) {
    const argType = argTypes[prop];
    if (argType?.description?.trim()) continue;
    const description =
      DESCRIPTIONS[`${title}.${prop}`] ??
      (name ? DESCRIPTIONS[`${name}.${prop}`] : undefined) ??
      (screen ? DESCRIPTIONS[prop] : undefined);
    if (description) out[prop] = { name: prop, ...argType, description };
  }
  return out;
};
