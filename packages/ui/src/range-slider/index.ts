export type {
  DepositRangeSliderProps,
  MonthlyRentRangeSliderProps,
  PriceRangeSliderProps,
  PriceRangeValue,
} from './RangeSlider';
export { DepositRangeSlider, MonthlyRentRangeSlider, PriceRangeSlider } from './RangeSlider';
