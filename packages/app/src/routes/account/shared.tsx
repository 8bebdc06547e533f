/** Full-page loading state while the session is being read. */
export function PageLoading({ label = '불러오는 중' }: { label?: string }) {
  return <div className="jb-app-loading" role="status" aria-label={label} />;
}
