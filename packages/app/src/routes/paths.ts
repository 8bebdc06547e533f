// spec 000 §2 and 001 §2.1: the route table.
export const paths = {
  home: '/',
  map: '/map',
  bookmarks: '/heart',
  myPage: '/mypage',
  myAccount: '/myaccount',
  loginReturn: '/login/kakao',
  authTerms: '/auth/kakao',
  verifyChoice: '/auth/student/verify',
  verifyNewStudent: '/auth/student/new',
  verifyCurrentStudent: '/auth/student/current',
  verifyEmailCode: '/auth/student/email-verification',
  building: (id: number | string) => `/building/${id}`,
  review: (id: number | string, reviewType = 'GENERAL') => `/building/review/${id}?reviewType=${reviewType}`,
  reviewReport: (id: number | string) => `/building/review/${id}/report`,
  reviewUpdate: (id: number | string) => `/review/${id}/update`,
} as const;

export type NavTab = 'home' | 'heart' | 'map' | 'mypage';

export function activeTab(pathname: string): NavTab | undefined {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/heart')) return 'heart';
  if (pathname.startsWith('/map')) return 'map';
  if (pathname.startsWith('/mypage')) return 'mypage';
  return undefined;
}
