/** The 찐빵 bun, drawn inline so it needs no request (decorative: the brand's name is beside it). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="36" rx="26" ry="20" fill="#f9a063" />
      <ellipse cx="32" cy="31" rx="24" ry="18" fill="#fff1e6" />
      <path d="M24 28c4 4 12 4 16 0" stroke="#8a3b34" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
