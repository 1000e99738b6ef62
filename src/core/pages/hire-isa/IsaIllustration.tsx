/** An image of ISA: a friendly agent at a chat window (inline, so it costs no request). */
export function IsaIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 200" role="img" aria-label={label} width="100%" style={{ maxWidth: 360 }}>
      <rect x="10" y="20" width="220" height="160" rx="18" fill="var(--mantine-color-brand-1, #e7f0ff)" />
      <circle cx="120" cy="82" r="38" fill="var(--mantine-color-brand-6, #2f6fed)" />
      <circle cx="106" cy="78" r="6" fill="#fff" />
      <circle cx="134" cy="78" r="6" fill="#fff" />
      <path d="M104 96 Q120 108 136 96" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
      <rect x="116" y="36" width="8" height="10" rx="3" fill="var(--mantine-color-brand-6, #2f6fed)" />
      <rect x="40" y="132" width="110" height="18" rx="9" fill="#fff" />
      <rect x="90" y="156" width="110" height="14" rx="7" fill="var(--mantine-color-brand-6, #2f6fed)" opacity="0.8" />
    </svg>
  );
}
