// The portal module alone, not the package's barrel: everything the preview imports is a dependency of every story
// (Chromatic's TurboSnap re-captures all stories when one changes).
import { PortalProvider } from '@jjinbbang/ui/portal';
import * as React from 'react';

/**
 * How a story's frame is laid out: `screen` (one phone screen tall, no margin: overlays and page views; the
 * default of stories with `layout: 'fullscreen'`), `bleed` (edge to edge, as tall as the content: headers,
 * banners, photo sliders; `parameters.frame: 'bleed'`) or `padded` (a 16 px margin, as tall as the content:
 * every other component).
 */
export type FrameMode = 'screen' | 'bleed' | 'padded';

/**
 * Every story renders inside this frame, and so does every overlay it opens: the frame holds the portal
 * container, and its `transform` makes it the containing block of `position: fixed` descendants, so a bottom
 * sheet or a toast sits at the bottom of the frame, not of the browser window. The visual tests capture the
 * frame, so an open sheet is part of the picture.
 */
export function StoryFrame({ mode, children }: { mode: FrameMode; children: React.ReactNode }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div
      data-jb-story-frame={mode}
      style={{
        position: 'relative',
        transform: 'translate(0)',
        minHeight: mode === 'screen' ? '100vh' : undefined,
        padding: mode === 'padded' ? 'var(--jb-space-4)' : undefined,
        background: 'var(--jb-color-bg)',
      }}
    >
      {container && <PortalProvider container={container}>{children}</PortalProvider>}
      <div data-jb-portal-container="" ref={setContainer} />
    </div>
  );
}
