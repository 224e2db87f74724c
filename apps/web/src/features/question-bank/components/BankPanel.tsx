import '../questionBank.i18n';
import { BankType, type TQuestionBank } from '@kg/contracts';
import { Button, Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBankRef } from '../hooks/useCurrentBank';

type TProps = {
  banks: TQuestionBank[] | undefined;
  loading: boolean;
  isError: boolean;
  onRetry: () => void;
  current: string;
  onSelect: (bank: TBankRef) => void;
};

const GROUPS = [
  { key: 'kindergarten', test: (b: TQuestionBank) => b.TypeId !== BankType.nursery },
  { key: 'nursery', test: (b: TQuestionBank) => b.TypeId === BankType.nursery },
] as const;

/**
 * The school's banks, 幼儿园（3-6岁） then 托班, each with its question count. A column
 * beside the table on a wide screen; a strip of chips above it on a narrow one (CSS).
 */
export function BankPanel({ banks, loading, isError, onRetry, current, onSelect }: TProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  // In the narrow chip strip the open bank may sit off to the side: bring it into view.
  useEffect(() => {
    if (!banks?.length || !current) return;
    const chip = panel.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = chip?.parentElement;
    if (!chip || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const left = chip.offsetLeft;
    if (left < strip.scrollLeft || left + chip.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollTo({ left: Math.max(0, left - 12) });
  }, [banks, current]);
  let body: React.ReactNode;
  if (loading && !banks) body = <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  else if (isError && !banks)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionBank.banksFailed')}>
        <Button onClick={onRetry}>{t('questionBank.retry')}</Button>
      </Empty>
    );
  else if (!banks?.length)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{t('questionBank.noBanks')}</div>
            <div className="kg-muted">{t('questionBank.noBanksHint')}</div>
          </>
        }
      />
    );
  else
    body = GROUPS.map((group) => {
      const members = banks.filter(group.test);
      if (!members.length) return null;
      return (
        <div className="kg-qbank-group" key={group.key} data-testid={`qbank-group-${group.key}`}>
          <div className="kg-qbank-group__label">{t(`questionBank.group.${group.key}`)}</div>
          <div className="kg-qbank-group__items">
            {members.map((bank) => {
              const active = bank.Name === current;
              return (
                <button
                  type="button"
                  key={bank.Id}
                  className={active ? 'kg-qbank-bank kg-qbank-bank--active' : 'kg-qbank-bank'}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => !active && onSelect(bank)}
                  data-testid={`qbank-bank-${bank.Name}`}
                >
                  <span className="kg-qbank-bank__name">{bank.Name}</span>
                  <span className="kg-qbank-bank__count">
                    {t('questionBank.questionCount', { count: bank.QuestionCount })}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      );
    });

  return (
    <aside
      ref={panel}
      className="kg-qbank-panel"
      data-testid="qbank-banks"
      aria-label={t('questionBank.banks')}
    >
      <div className="kg-qbank-panel__title">{t('questionBank.banks')}</div>
      {body}
    </aside>
  );
}
