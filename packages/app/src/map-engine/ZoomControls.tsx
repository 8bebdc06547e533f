import { MAX_LEVEL, MIN_LEVEL } from './geo';

export interface ZoomControlsProps {
  level: number;
  onLevelChange: (level: number) => void;
  zoomInLabel?: string;
  zoomOutLabel?: string;
}

/** + / − buttons. Kakao levels grow outwards: zooming in lowers the level. */
export function ZoomControls({
  level,
  onLevelChange,
  zoomInLabel = '지도 확대',
  zoomOutLabel = '지도 축소',
}: ZoomControlsProps) {
  return (
    <div className="jb-map-zoom" data-slot="zoom">
      <button
        type="button"
        className="jb-map-zoom-button"
        aria-label={zoomInLabel}
        title={zoomInLabel}
        disabled={level <= MIN_LEVEL}
        onClick={() => onLevelChange(level - 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="jb-map-zoom-button"
        aria-label={zoomOutLabel}
        title={zoomOutLabel}
        disabled={level >= MAX_LEVEL}
        onClick={() => onLevelChange(level + 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
