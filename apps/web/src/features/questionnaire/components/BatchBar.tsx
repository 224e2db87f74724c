import '../questionnaire.i18n';
import type { TClassProgress } from '@kg/contracts';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  banks: TClassProgress['Categories'];
  count: number;
  onStart: (bankId: number | undefined) => void;
  onClear: () => void;
};

/** Batch answering: the ticked children get one questionnaire of the chosen bank. */
export function BatchBar({ banks, count, onStart, onClear }: TProps) {
  const { t } = useTranslation();
  const [bankId, setBankId] = useState<number>();
  return (
    <div className={`kg-qn-batch${count ? ' kg-qn-batch--active' : ''}`} data-testid="qn-batch">
      <span className="kg-qn-batch__count">
        {t('questionnaire.batchSelected', { count })}
        {count > 0 && (
          <Button type="link" size="small" onClick={onClear} data-testid="qn-batch-clear">
            {t('questionnaire.clearSelection')}
          </Button>
        )}
      </span>
      <Select
        className="kg-qn-batch__bank"
        placeholder={t('questionnaire.batchBank')}
        aria-label={t('questionnaire.batchBank')}
        options={banks.map((b) => ({ value: b.Id, label: b.Name }))}
        value={banks.some((b) => b.Id === bankId) ? bankId : undefined}
        onChange={setBankId}
        data-testid="qn-batch-bank"
      />
      <Button type="primary" onClick={() => onStart(bankId)} data-testid="qn-batch-start">
        {t('questionnaire.batch')}
      </Button>
    </div>
  );
}
