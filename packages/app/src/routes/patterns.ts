/** wouter patterns of every page (spec 000 §2 and 001 §2.1). */
export const patterns = {
  home: '/',
  map: '/map',
  bookmarks: '/heart',
  myPage: '/mypage',
  myAccount: '/myaccount',
  /** Every university (home shows the first few and links here). */
  universities: '/universities',
  /** spec 000 §4: the sign-in provider sends the user back here with `?code=`. */
  loginReturn: '/login/kakao',
  /** spec 000 §4: the terms modal of a new account. */
  authTerms: '/auth/kakao',
  verifyChoice: '/auth/student/verify',
  verifyNewStudent: '/auth/student/new',
  verifyCurrentStudent: '/auth/student/current',
  verifyEmailCode: '/auth/student/email-verification',
  building: '/building/:buildingId',
  /** 기숙사 vs 자취 of one campus. */
  campus: '/campus/:campusId',
  review: '/building/review/:reviewId',
  reviewReport: '/building/review/:reviewId/report',
  /** spec 001 §2.1: the create wizard, one segment per step. */
  createStep: '/review/:step',
  /** spec 001 §2.1: the edit hub and its sub-steps (`contract/price` has two segments). */
  editReview: '/review/:reviewId/update/*?',
} as const;
