/** The accessible name of a static map, the same on the map and on the placeholder that stands in for it. */
export function staticMapLabel(name?: string): string {
  return name ? `${name} 위치 지도` : '위치 지도';
}
