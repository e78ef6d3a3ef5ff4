/** The agency's mark: a summit (the "A" of Apex) under a rising sun. Original artwork. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="#1f4fd8" />
      <circle cx="27" cy="13" r="5" fill="#ffb020" />
      <path d="M6 32 17 11l11 21h-6l-5-10-5 10z" fill="#ffffff" />
      <path d="M24 32l5-8 5 8z" fill="#ffffff" opacity=".7" />
    </svg>
  );
}
