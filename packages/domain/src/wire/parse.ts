// Parsing at the boundary: a response that breaks the contract fails here, naming the field.
import type * as z from 'zod';

type Issue = z.core.$ZodIssue;
export type WirePath = (string | number)[];

/** Thrown by {@link parseWire}: `path` names the offending field, e.g. ['data', 'items', 0, 'reviewInfo']. */
export class WireContractError extends Error {
  override readonly name = 'WireContractError';
  readonly path: WirePath;
  /** The path in dotted form, e.g. `data.items[0].reviewInfo`. */
  readonly field: string;
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[], context?: string) {
    const primary = pickIssue(issues);
    const path = primary.path;
    const field = formatPath(path);
    const where = field === '' ? '(root)' : field;
    super(`${context ? `${context}: ` : ''}wire contract broken at ${where}: ${primary.issue.message}`);
    this.path = path;
    this.field = field;
    this.issues = issues;
  }
}

function toPath(path: readonly PropertyKey[]): WirePath {
  return path.map((p) => (typeof p === 'number' ? p : String(p)));
}

export function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${p}` : p),
    '',
  );
}

/**
 * The issue that names the field best. A union reports every branch; the branch with the fewest issues (and
 * then the deepest path) is the one the data meant, so its issue is reported with the union's path in front.
 */
function pickIssue(issues: readonly Issue[], prefix: WirePath = []): { issue: Issue; path: WirePath } {
  const first = issues[0];
  if (!first)
    return {
      issue: { code: 'custom', message: 'invalid', path: [], input: undefined } as Issue,
      path: prefix,
    };
  const path = [...prefix, ...toPath(first.path)];
  if (first.code === 'invalid_union' && 'errors' in first && first.errors.length > 0) {
    const branches = [...first.errors].filter((b) => b.length > 0);
    const depth = (b: readonly Issue[]) => Math.max(...b.map((i) => i.path.length));
    branches.sort((a, b) => a.length - b.length || depth(b) - depth(a));
    const best = branches[0];
    if (best) return pickIssue(best, path);
  }
  return { issue: first, path };
}

/** Parses `data` with `schema`; returns the typed value or throws a {@link WireContractError}. */
export function parseWire<S extends z.ZodType>(schema: S, data: unknown, context?: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new WireContractError(result.error.issues, context);
}

export type WireResult<T> = { ok: true; data: T } | { ok: false; error: WireContractError };

/** Like {@link parseWire} without throwing (for the server's 400 answers and for tests). */
export function safeParseWire<S extends z.ZodType>(
  schema: S,
  data: unknown,
  context?: string,
): WireResult<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: new WireContractError(result.error.issues, context) };
}
