/** spec 000 §9: a drag further than this advances one card (or goes back one); a shorter one is a tap. */
export const SNAP_THRESHOLD_PX = 10.8;
/** spec 000 §9: after a snap, new drags wait this long, so one flick never skips past a card. */
export const SNAP_LOCK_MS = 300;
