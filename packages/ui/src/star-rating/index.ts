export type { RatingPromptProps, StarRatingInputProps, StarRatingProps, StarRatingSize } from './StarRating';
export { RatingPrompt, StarRating, StarRatingInput } from './StarRating';
