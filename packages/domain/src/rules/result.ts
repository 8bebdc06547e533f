/** Outcome of a rule: allowed, or refused with the Korean message to show. */
export type RuleResult = { ok: true } | { ok: false; message: string };

export const RULE_OK: RuleResult = Object.freeze({ ok: true });

export function refuse(message: string): RuleResult {
  return { ok: false, message };
}

/** The first refusal of several checks, or ok. */
export function firstRefusal(...results: RuleResult[]): RuleResult {
  return results.find((r) => !r.ok) ?? RULE_OK;
}
