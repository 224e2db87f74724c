import '../growthRecords.i18n';
import type { TScoredDimension } from '@kg/contracts';
import { Radio, Rate } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  dimensions: TScoredDimension[];
  onChange: (next: TScoredDimension[]) => void;
  /** 'stars': type 4, 0-3 stars; 'frequency': type 5, 经常/偶尔/从未 */
  mode: 'stars' | 'frequency';
  disabled?: boolean;
  /** something under each dimension (type 5: the teacher's note on the domain) */
  footer?: (dimension: TScoredDimension, index: number) => ReactNode;
};

/** Sets one point's value, everything else as it was. */
export function setPoint(dimensions: TScoredDimension[], id: number, value: number): TScoredDimension[] {
  return dimensions.map((d) => ({
    ...d,
    info: d.info.map((e) => ({ ...e, info: e.info.map((p) => (p.Id === id ? { ...p, Value: value } : p)) })),
  }));
}

/**
 * The observation sheet to score (G28, G29): dimension → element → point in rows; a point's
 * score as 0-3 stars (type 4) or one of 经常发生/偶尔发生/从未发生 (type 5), big enough to
 * tap on a phone. On a narrow screen the dimension and element become headings above their
 * points instead of columns.
 */
export function ObservationSheet({ dimensions, onChange, mode, disabled, footer }: TProps) {
  const { t } = useTranslation();
  const levels = [
    { value: 1, label: t('growthRecords.often') },
    { value: 2, label: t('growthRecords.sometimes') },
    { value: 3, label: t('growthRecords.never') },
  ];
  return (
    <div className="kg-obs" data-testid="obs-sheet">
      {dimensions.map((d, index) => (
        <section key={d.Name} className="kg-obs__dimension">
          <h4 className="kg-obs__dimension-name">{d.Name}</h4>
          {d.info.map((e) => (
            <div key={e.Name} className="kg-obs__element">
              <div className="kg-obs__element-name">{e.Name}</div>
              <div className="kg-obs__points">
                {e.info.map((p) => (
                  <div key={p.Id} className="kg-obs__point" data-testid={`obs-point-${p.Id}`}>
                    <span className="kg-obs__point-name">{p.Name}</span>
                    {mode === 'stars' ? (
                      <Rate
                        count={3}
                        value={p.Value}
                        onChange={(v) => onChange(setPoint(dimensions, p.Id, v))}
                        disabled={disabled}
                        aria-label={p.Name}
                      />
                    ) : (
                      <Radio.Group
                        className="kg-obs__freq"
                        optionType="button"
                        buttonStyle="solid"
                        value={p.Value || undefined}
                        onChange={(ev) => onChange(setPoint(dimensions, p.Id, ev.target.value as number))}
                        options={levels}
                        disabled={disabled}
                      />
                    )}
                  </div>
                ))}
              </div>
            </div>
          ))}
          {footer?.(d, index)}
        </section>
      ))}
    </div>
  );
}
