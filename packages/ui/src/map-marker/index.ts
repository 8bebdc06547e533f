export type { ClusterBubbleProps, MapMarkerPinProps, MapMarkerProps } from './MapMarker';
export { ClusterBubble, MAP_MARKER_TYPE_LABELS, MapMarker, MapMarkerPin } from './MapMarker';
