// Part of the routes module: the review wizard's addresses read back into steps. Apart
// from routes.ts because WIZARD_STEP_IDS brings the domain's wizard and draft rules, which only the wizard pages
// need; a page that only links to the wizard does not load them (issue 16: start-up bundle). Imported from here,
// not re-exported by routes.ts: a re-export would put this module in every page's routes chunk.
import { type ReviewDraft, WIZARD_STEP_IDS, type WizardStepId } from '@jjinbbang/domain';
import { parseIdParam } from './routes';
import { CREATE_STEP_SEGMENTS, EDIT_STEP_SEGMENTS } from './wizard-links';

/** The create step named by `/review/:step`, or null for an unknown segment. */
export function parseCreateStep(raw: string | undefined): WizardStepId | null {
  return WIZARD_STEP_IDS.find((step) => CREATE_STEP_SEGMENTS[step] === raw) ?? null;
}

/**
 * The review and sub-step segment of an edit address (`/review/{id}/update[/segment]`; `segment` null for the
 * hub), or null when it is not one.
 */
export function matchEditRoute(pathname: string): { reviewId: number; segment: string | null } | null {
  const match = /^\/review\/([^/]+)\/update(?:\/(.+?))?\/?$/.exec(pathname);
  const reviewId = parseIdParam(match?.[1]);
  if (!match || reviewId === null) return null;
  const segment = match[2];
  if (segment === undefined) return { reviewId, segment: null };
  return Object.values(EDIT_STEP_SEGMENTS).includes(segment) ? { reviewId, segment } : null;
}

/** The edit step of a segment: `contract/price` is the price screen of the draft's contract type. */
export function editStepOfSegment(
  segment: string,
  draft: Pick<ReviewDraft, 'contractType'>,
): WizardStepId | null {
  if (segment === EDIT_STEP_SEGMENTS.jeonsePrice) {
    return draft.contractType === 'DEPOSIT_RENT' ? 'jeonsePrice' : 'wolsePrice';
  }
  return WIZARD_STEP_IDS.find((step) => EDIT_STEP_SEGMENTS[step] === segment) ?? null;
}
