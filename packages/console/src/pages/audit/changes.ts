// The before/after of an audit entry in a few words: the fields that changed, "필드: 전 → 후".

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '없음';
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "status: public → blinded", one per changed field (fields only one side has count as changed). */
export function describeChanges(before: unknown, after: unknown): string[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${show(before)} → ${show(after)}`];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => `${key}: ${show(from[key])} → ${show(to[key])}`);
}
