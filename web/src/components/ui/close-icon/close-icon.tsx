/** The × of a close or dismiss button, drawn in the text colour; the button carries the accessible name. */
export function CloseIcon({ size = 22, strokeWidth = 2.25 }: { size?: number; strokeWidth?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
