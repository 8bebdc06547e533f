/** The 찐빵 wordmark: a steamed bun and the name. The heading text carries the accessible name. */
export function Logo() {
  return (
    <span className="jb-app-logo">
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <ellipse cx="32" cy="36" rx="26" ry="20" fill="var(--jb-color-brand-300)" />
        <ellipse cx="32" cy="31" rx="24" ry="18" fill="var(--jb-color-brand-50)" />
        <path
          d="M24 28c4 4 12 4 16 0"
          stroke="var(--jb-color-bean-500)"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>찐빵</span>
    </span>
  );
}
