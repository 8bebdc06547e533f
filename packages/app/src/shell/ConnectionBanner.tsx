import { useConnection } from '../session/connection';
import './ConnectionBanner.css';

/**
 * A quiet note while the API does not answer: the page stays as it is (what was shown stays readable, nobody is
 * asked to sign in), and it goes away by itself once an answer comes (session/sync.ts asks again with backoff).
 * The live region is always there, so a screen reader hears it appear.
 */
export function ConnectionBanner({ unstable }: { unstable: boolean }) {
  return (
    <div className="jb-app-connection" role="status" data-state={unstable ? 'unstable' : 'online'}>
      {unstable && (
        <p className="jb-app-connection-pill">
          <span className="jb-app-connection-dot" aria-hidden="true" />
          연결이 불안정해요
          <span className="jb-app-connection-hint">다시 연결되면 바로 불러올게요</span>
        </p>
      )}
    </div>
  );
}

/** The banner for the live connection state (the shell's). */
export function LiveConnectionBanner() {
  return <ConnectionBanner unstable={useConnection() === 'unstable'} />;
}
