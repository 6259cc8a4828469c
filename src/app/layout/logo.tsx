/**
 * The mark beside the name, drawn in the page rather than fetched: on a slow
 * link a file this small costs more in its answer's headers than in itself.
 * The same drawing as public/logo.svg (the tab's icon).
 */
export function Logo() {
  return (
    <svg viewBox="0 0 100 100" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill="#E9B824" />
      <polygon
        points="50.0,23.0 55.6,39.2 72.8,39.6 59.1,50.0 64.1,66.4 50.0,56.6 35.9,66.4 40.9,50.0 27.2,39.6 44.4,39.2"
        fill="#141414"
      />
      <path d="M22 74c8 7 18 10 28 10s20-3 28-10" fill="none" stroke="#0B6B3A" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
