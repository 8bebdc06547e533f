// Where focus goes when a sheet or dialog opens. Radix moves it to the first control, which is right for keyboard
// users (they need to see where they are) but after a tap the browser may draw its focus ring on that control
// for no reason. So: opened from the
// keyboard → the first control, with its ring; opened by a tap or a click → the sheet itself, without a ring;
// screen readers announce the dialog either way, and Tab still goes to its first control.
// On closing, focus goes back to where it was when the content opened. Radix sends it to its own Trigger, and
// content a screen opens itself (a filter chip, a marker, a table row, the address) has none: focus fell to the
// page's body and a keyboard user started over from the top.
import * as React from 'react';

type Modality = 'keyboard' | 'pointer';
const lastModality = new WeakMap<Document, Modality>();
/** The element that had focus when a content element opened. */
const openers = new WeakMap<HTMLElement, HTMLElement>();

function track(doc: Document) {
  if (lastModality.has(doc)) return;
  // Unknown until the first input: a tap on the map (no focusable target) opens most sheets, so "pointer".
  lastModality.set(doc, 'pointer');
  const onKey = (event: KeyboardEvent) => {
    if (!event.metaKey && !event.ctrlKey && !event.altKey) lastModality.set(doc, 'keyboard');
  };
  const onPointer = () => lastModality.set(doc, 'pointer');
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('mousedown', onPointer, true);
}

/** Starts listening for the kind of input in this document (once per document). */
export function useInputModalityTracking() {
  React.useEffect(() => {
    track(document);
  }, []);
}

/**
 * `onOpenAutoFocus` handler for Radix-based content: after a pointer, focus the content element itself and mark
 * it `data-open-focus="pointer"` (its stylesheet draws no ring then); after a key, let Radix focus the first
 * control.
 */
export function focusForOpening(event: Event, content: HTMLElement | null) {
  const doc = content?.ownerDocument ?? document;
  const active = doc.activeElement;
  if (content && active instanceof HTMLElement && active !== doc.body && !content.contains(active))
    openers.set(content, active);
  if (!content || (lastModality.get(doc) ?? 'pointer') === 'keyboard') {
    content?.removeAttribute('data-open-focus');
    return;
  }
  event.preventDefault();
  content.setAttribute('data-open-focus', 'pointer');
  // Focusing makes the browser lay out the page with the sheet it has just inserted, inside the tap's own task;
  // once the sheet's first frame is painted that layout is done and focusing is cheap, so the tap answers sooner.
  // Focus still lands in the sheet before the student can act in it (unless they already tapped into it).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (content.isConnected && !content.contains(doc.activeElement)) content.focus({ preventScroll: true });
    }),
  );
}

/**
 * `onCloseAutoFocus` handler for Radix-based content: focus returns to the element that had focus when it opened
 * (see focusForOpening), if it is still on the page; otherwise Radix's own return (its Trigger) applies. Focus the
 * student has already put elsewhere (a click outside a non-modal panel) stays there.
 */
export function focusForClosing(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const opener = content && openers.get(content);
  if (!content || !opener?.isConnected) return;
  const active = opener.ownerDocument.activeElement;
  if (active && active !== opener.ownerDocument.body && !content.contains(active)) return;
  event.preventDefault();
  opener.focus({ preventScroll: true });
}

type AutoFocusHandler = ((event: Event) => void) | undefined;

/** A content's `onOpenAutoFocus`: the caller's handler, then focusForOpening unless the caller prevented it. */
export const openingFocus = (handler: AutoFocusHandler) => (event: Event) => {
  handler?.(event);
  if (!event.defaultPrevented) focusForOpening(event, event.currentTarget as HTMLElement | null);
};

/** A content's `onCloseAutoFocus`: the caller's handler, then focusForClosing unless the caller prevented it. */
export const closingFocus = (handler: AutoFocusHandler) => (event: Event) => {
  handler?.(event);
  if (!event.defaultPrevented) focusForClosing(event);
};
