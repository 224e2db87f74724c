import type { TDietaryJudgement } from '@kg/contracts';

const TONE: Record<TDietaryJudgement, string> = { 偏低: 'low', 适宜: 'ok', 偏高: 'high', '': 'none' };

/** 偏低 in red (K05), 偏高 in amber, 适宜 in green; nothing to compare with: a dash. */
export function DietaryResult({ value }: { value: TDietaryJudgement }) {
  return (
    <span
      className={`kg-diet-result kg-diet-result--${TONE[value]}`}
      data-testid="diet-result"
      data-result={value}
    >
      {value || '—'}
    </span>
  );
}
