import type { Campus, ReviewEntry, University, VerificationStatus } from '@jjinbbang/domain';
import type { CampusCardItem } from '@jjinbbang/ui';
import { assetUrl } from '../../api/assets';
import { errorMessage } from '../../api/errors';
import { links, verificationTarget } from '..';
import type { HomeViewProps, LoadStatus } from './HomeView';

/** Where home's data stands: what has arrived, what is on its way, what failed. */
export interface HomeData {
  session: {
    isLoading: boolean;
    isAuthenticated: boolean;
    verificationStatus: VerificationStatus | null;
    /** The signed-in student's university. */
    university: string | null;
  };
  universities: readonly University[] | undefined;
  universitiesLoading: boolean;
  universitiesError: unknown;
  /** The university chosen in the list below (`/?university=`), once the list knows it. */
  chosen: University | null;
  /** The campuses of the student's own university. */
  ownCampuses: readonly Campus[] | undefined;
  ownCampusesLoading: boolean;
  /** The recently viewed review ids the browser keeps. */
  recentIds: readonly number[];
  recentReviews: readonly ReviewEntry[] | undefined;
  recentError: unknown;
}

/**
 * Home before any answer: whether a token is stored (a signed-in student's banner waits for the session, a guest's
 * shows at once) and how many reviews the history holds are all it knows.
 */
export function homeDataBeforeAnswers(signedIn: boolean, recentIds: readonly number[]): HomeData {
  return {
    session: { isLoading: signedIn, isAuthenticated: false, verificationStatus: null, university: null },
    universities: undefined,
    universitiesLoading: true,
    universitiesError: undefined,
    chosen: null,
    ownCampuses: undefined,
    ownCampusesLoading: false,
    recentIds,
    recentReviews: undefined,
    recentError: undefined,
  };
}

function toCampusCards(universityName: string, campuses: readonly Campus[], logo?: string | null) {
  return campuses.map<CampusCardItem>((campus) => ({
    id: campus.id,
    universityName,
    campusName: campus.campusName,
    logoUrl: assetUrl(campus.logoImageUrl || logo),
    latitude: campus.latitude,
    longitude: campus.longitude,
  }));
}

type HomeHandlers = 'onOpenCampus' | 'onRetryRecent' | 'onRetryUniversities';

/**
 * What HomeView draws for where the data stands. One function for the first paint and every later render, so the
 * page drawn before the data layer's code has arrived is the page that code draws first: nothing moves.
 */
export function homeViewProps(data: HomeData): Omit<HomeViewProps, HomeHandlers> {
  const { session, chosen } = data;
  const list = data.universities ?? [];
  // spec 000 §2 Home: a signed-in user sees the campuses of their university; a guest those of the first
  // university in 가나다 order. A university chosen in the list below shows its campuses instead.
  const first = list[0];
  let campusTitle = '우리 학교';
  let campuses: CampusCardItem[] = [];
  if (chosen) {
    campusTitle = chosen.universityName;
    campuses = toCampusCards(chosen.universityName, chosen.campuses, chosen.universityLogo);
  } else if (session.university) {
    campusTitle = session.university;
    if (data.ownCampuses) campuses = toCampusCards(session.university, data.ownCampuses);
  } else if (first) {
    campusTitle = first.universityName;
    campuses = toCampusCards(first.universityName, first.campuses, first.universityLogo);
  }
  const campusStatus: LoadStatus =
    campuses.length > 0
      ? 'ready'
      : data.universitiesError && !session.university
        ? 'error'
        : data.universitiesLoading || data.ownCampusesLoading || session.isLoading
          ? 'loading'
          : 'ready';
  const hasRecent = data.recentIds.length > 0;
  return {
    // A verified student has nothing to verify: no banner.
    verifyHref:
      session.isLoading || session.verificationStatus === 'verified'
        ? null
        : session.verificationStatus === 'pending'
          ? links.verifyNewStudent()
          : verificationTarget(session.isAuthenticated),
    verificationPending: !session.isLoading && session.verificationStatus === 'pending',
    campusTitle,
    campuses,
    campusStatus,
    recentReviews: data.recentReviews ?? [],
    // A history being fetched (or the session it needs) shows placeholders, not "최근 본 후기가 없어요".
    recentStatus:
      !hasRecent || (!session.isLoading && !session.isAuthenticated)
        ? 'ready'
        : data.recentError
          ? 'error'
          : data.recentReviews
            ? 'ready'
            : 'loading',
    recentCount: data.recentIds.length,
    universities: list,
    universityStatus:
      data.universitiesError && !data.universities ? 'error' : data.universities ? 'ready' : 'loading',
    universityErrorText: data.universitiesError
      ? errorMessage(data.universitiesError, '잠시 후 다시 시도해 주세요.')
      : null,
    chosenUniversityId: chosen?.id ?? null,
  };
}
