/** The whole page while the console learns who is signed in. */
export function FullPageLoading() {
  return (
    <main className="jbc-fullPage" data-jb-root>
      <p className="jbc-fullPage-loading" role="status">
        <span className="jbc-spinner" aria-hidden="true" />
        불러오는 중이에요
      </p>
    </main>
  );
}
