import { useTranslations } from 'next-intl';
import { RING_ARC_SHARE } from '@/lib/domain/loyalty/ring';
import styles from './loyalty.module.css';

const SIZE = 120;
const RADIUS = 52;
export const RING_CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The ring's gap is centred at the bottom: the arc starts this far clockwise from 3 o'clock. */
const START_DEGREES = 90 + ((1 - RING_ARC_SHARE) * 360) / 2;

interface LoyaltyRingProps {
  points: number;
  /** the first reward's points */
  target: number;
  /** share of the whole circle drawn: fraction × 0.89 (loyaltyRing) */
  arc: number;
  reward: string;
}

/**
 * The loyalty ring (part 1 §2): the member's points over the first reward's, capped at 1, drawn
 * over about 89% of a circle on a track of the same 89%; its text alternative says the same in words.
 */
export function LoyaltyRing({ points, target, arc, reward }: LoyaltyRingProps) {
  const t = useTranslations('loyalty');
  const centre = SIZE / 2;
  // Past the reward the ring is full: it says the target reached, not a count beyond it.
  const shown = Math.min(points, target);
  const dash = (share: number) => `${(share * RING_CIRCUMFERENCE).toFixed(2)} ${RING_CIRCUMFERENCE.toFixed(2)}`;
  return (
    <div className={styles.ring} role="img" aria-label={t('ringLabel', { points: shown, target, reward })}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
        <g transform={`rotate(${START_DEGREES} ${centre} ${centre})`}>
          <circle data-part="track" className={styles.track} cx={centre} cy={centre} r={RADIUS} strokeDasharray={dash(RING_ARC_SHARE)} />
          {arc > 0 && <circle data-part="arc" className={styles.arc} cx={centre} cy={centre} r={RADIUS} strokeDasharray={dash(arc)} />}
        </g>
      </svg>
      <div className={styles.ringText} aria-hidden="true">
        <span className={styles.ringPoints}>{shown}</span>
        <span className={styles.ringTarget}>/ {target}</span>
      </div>
    </div>
  );
}
