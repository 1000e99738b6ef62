/** The ISA mark: a speech bubble with a check, drawn inline so it needs no request and never shifts layout. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--mantine-color-brand-7)" />
      <path d="M11 12h18a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-9l-6 5v-5h-3a3 3 0 0 1-3-3v-9a3 3 0 0 1 3-3z" fill="#fff" />
      <path
        d="m15 19.5 3.5 3.5 7-7"
        fill="none"
        stroke="var(--mantine-color-brand-7)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
