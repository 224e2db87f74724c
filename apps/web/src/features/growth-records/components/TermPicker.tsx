import '../growthRecords.i18n';
import type { TGrowthTerm } from '@kg/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = { terms: readonly TGrowthTerm[]; value: number; onChange: (cycleId: number) => void };

/**
 * The term whose classes the entry shows. The open term is the default; an earlier one keeps
 * last term's booklets reachable after the school has opened the next term.
 */
export function TermPicker({ terms, value, onChange }: TProps) {
  const { t } = useTranslation();
  const years = [...new Set(terms.map((term) => term.StudyYearName))];
  return (
    <div className="kg-gr-term">
      <span className="kg-gr-term__label">{t('growthRecords.term')}</span>
      <Select
        className="kg-gr-term__select"
        aria-label={t('growthRecords.term')}
        value={value}
        onChange={onChange}
        popupMatchSelectWidth={false}
        options={years.map((year) => ({
          label: year,
          title: year,
          options: terms
            .filter((term) => term.StudyYearName === year)
            .map((term) => ({
              value: term.Id,
              label: (
                <span className="kg-gr-term__option">
                  {term.Name}
                  {term.IsOpen && (
                    <Tag color="green" bordered={false}>
                      {t('growthRecords.openTerm')}
                    </Tag>
                  )}
                </span>
              ),
            })),
        }))}
        data-testid="growth-term"
      />
    </div>
  );
}
