// Where focus goes when a sheet or dialog opens. Radix moves it to the first control, which is right for keyboard
// users (they need to see where they are) but after a tap the browser may draw its focus ring on that control
// for no reason. So: opened from the
// keyboard → the first control, with its ring; opened by a tap or a click → the sheet itself, without a ring;
// screen readers announce the dialog either way, and Tab still goes to its first control.
import * as React from 'react';

type Modality = 'keyboard' | 'pointer';
const lastModality = new WeakMap<Document, Modality>();

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
