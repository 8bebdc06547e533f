import { PortalProvider } from '@jjinbbang/ui';
import * as React from 'react';

/**
 * Every story renders inside this frame, and so does every overlay it opens: the frame holds the portal
 * container, and its `transform` makes it the containing block of `position: fixed` descendants, so a bottom
 * sheet or a toast sits at the bottom of the frame, not of the browser window. The visual tests capture the
 * frame, so an open sheet is part of the picture.
 *
 * `screen` frames (stories with `layout: 'fullscreen'`) are one phone screen tall (the viewport height), as the
 * overlays and page views need; the others are as tall as their content, with a 16 px margin.
 */
export function StoryFrame({ screen, children }: { screen: boolean; children: React.ReactNode }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div
      data-jb-story-frame={screen ? 'screen' : 'content'}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        minHeight: screen ? '100vh' : undefined,
        padding: screen ? undefined : 'var(--jb-space-4)',
        background: 'var(--jb-color-bg)',
      }}
    >
      {container && <PortalProvider container={container}>{children}</PortalProvider>}
      <div data-jb-portal-container="" ref={setContainer} />
    </div>
  );
}
