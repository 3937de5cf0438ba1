/** The funding-agency badge in the footer: an "NSF SBIR" seal with the award phase. */
export function NsfBadge() {
  return (
    <svg width="168" height="56" viewBox="0 0 168 56" aria-hidden="true">
      <rect x="0.75" y="0.75" width="166.5" height="54.5" rx="8" fill="none" stroke="#555555" strokeWidth="1.5" />
      <circle cx="28" cy="28" r="19" fill="#1f4fa3" />
      <circle cx="28" cy="28" r="15.5" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1" />
      <text x="28" y="31.5" textAnchor="middle" fill="#ffffff" fontFamily="'Space Grotesk', sans-serif" fontSize="12" fontWeight="700">
        NSF
      </text>
      <text x="56" y="25" fill="#f2f2f2" fontFamily="'Space Grotesk', sans-serif" fontSize="17" fontWeight="700">
        NSF SBIR
      </text>
      <text x="56" y="42" fill="#b8b8b8" fontFamily="'Manrope', sans-serif" fontSize="11" fontWeight="600">
        Phase I award
      </text>
    </svg>
  );
}
