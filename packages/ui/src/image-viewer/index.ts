export type { ImageViewerImage, ImageViewerLabels, ImageViewerProps } from './ImageViewer';
export { DEFAULT_IMAGE_VIEWER_LABELS, ImageViewer } from './ImageViewer';
