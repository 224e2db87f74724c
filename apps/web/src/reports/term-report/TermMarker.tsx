import '../reports.i18n';
import { TermLevel, type TTermItem, type TTermReport } from '@kg/contracts';
import { useTranslation } from 'react-i18next';

type TProps = {
  item: TTermItem;
  legend: TTermReport['Legend'];
  /** a red marker opens 教育建议 (I08); absent in print */
  onOpenAdvice?: (item: TTermItem) => void;
};

/**
 * I07: an item's coloured marker with its level's name; grey 暂未观察 when not observed. A red
 * marker with advice is a button on screen.
 */
export function TermMarker({ item, legend, onOpenAdvice }: TProps) {
  const { t } = useTranslation();
  if (!item.Iscolor)
    return (
      <span className="kg-term-marker kg-term-marker--none" data-testid="term-marker" data-level={0}>
        {t('reports.termReport.domain.notObserved')}
      </span>
    );
  const name = legend.find((l) => l.Level === item.Level)?.Name ?? '';
  const style = { background: item.Color };
  const red = item.Level === TermLevel.keepTrying && Boolean(item.InterveneContent);
  if (red && onOpenAdvice)
    return (
      <button
        type="button"
        className="kg-term-marker kg-term-marker--button"
        style={style}
        data-testid="term-marker"
        data-level={item.Level}
        aria-label={t('reports.termReport.domain.openAdvice', { item: item.title })}
        onClick={() => onOpenAdvice(item)}
      >
        {name}
        <span className="kg-term-marker__more" aria-hidden="true">
          ›
        </span>
      </button>
    );
  return (
    <span className="kg-term-marker" style={style} data-testid="term-marker" data-level={item.Level}>
      {name}
    </span>
  );
}
