import { afterFirstPaint } from '../shell/first-paint';

/**
 * The endpoint functions the shell and home call as they open (the session, the university list, home's
 * campuses), with the API client under them: loaded after the first paint, which needs none of them — home paints
 * its skeletons first (issue 16: JS before the first paint of `/`). The data does not wait for it: the boot script
 * has already started those calls (boot/early.ts) and the client takes their answers.
 */
export function loadEndpoints(): Promise<typeof import('./endpoints')> {
  return afterFirstPaint().then(() => import('./endpoints'));
}
