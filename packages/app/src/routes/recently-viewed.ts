// spec 000 §3: recently viewed review ids live in local storage as `reviewList` (at most 5).
export const RECENTLY_VIEWED_KEY = 'reviewList';
