export type { DotWindow, SliderDot } from './dotWindow';
export { DOT_WINDOW_SIZE, getDotWindow } from './dotWindow';
export type { ImageSliderImage, ImageSliderProps } from './ImageSlider';
export { ImageSlider } from './ImageSlider';
