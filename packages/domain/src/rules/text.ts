// Rules for text that people type: one place, shared by the server's request schemas and the app's display.

/**
 * Bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). Korean text never needs them, and one override turns
 * "주소 ‮gpj.exe" into "주소 exe.jpg" on screen, so what a student writes may not carry them.
 */
export const BIDI_CONTROL_PATTERN = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidirectional formatting characters (see {@link BIDI_CONTROL_PATTERN}). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROL_PATTERN, '');
}
