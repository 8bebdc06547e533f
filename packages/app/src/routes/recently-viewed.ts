// spec 000 §3, §9: recently viewed review ids live in local storage as `reviewList`, at most 5.
export { RECENTLY_VIEWED_MAX } from '@jjinbbang/domain';
export const RECENTLY_VIEWED_KEY = 'reviewList';
