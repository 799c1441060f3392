import type { PaymentChoice } from './payments';

/**
 * A badge of our own drawing for each choice (no brand artwork is shipped): the wallet's name on its usual colour,
 * and a banknote for cash. Decorative: the choice's label beside it names it.
 */
const BADGES: Record<Exclude<PaymentChoice, 'cod'>, { text: string; fill: string }> = {
  bkash: { text: 'bKash', fill: '#c2185b' },
  nagad: { text: 'Nagad', fill: '#d84315' },
  rocket: { text: 'Rocket', fill: '#6a1b9a' },
};

export default function PaymentLogo({ choice }: { choice: PaymentChoice }) {
  if (choice === 'cod') {
    return (
      <svg viewBox="0 0 48 28" width="48" height="28" aria-hidden="true" className="shrink-0">
        <rect width="48" height="28" rx="4" fill="#047857" />
        <rect x="8" y="7" width="32" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="1.5" />
        <circle cx="24" cy="14" r="4" fill="none" stroke="#fff" strokeWidth="1.5" />
      </svg>
    );
  }
  const badge = BADGES[choice];
  return (
    <svg viewBox="0 0 48 28" width="48" height="28" aria-hidden="true" className="shrink-0">
      <rect width="48" height="28" rx="4" fill={badge.fill} />
      <text
        x="24"
        y="18"
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontSize="11"
        fontWeight="700"
      >
        {badge.text}
      </text>
    </svg>
  );
}
