import '../questionBank.i18n';
import { Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons } from '../../../app/access/NavButtons';
import { BankPanel } from '../components/BankPanel';
import { BankQuestions } from '../components/BankQuestions';
import { CategoryDialog } from '../components/CategoryDialog';
import { useCurrentBank } from '../hooks/useCurrentBank';
import { useBanks } from '../questionBank.api';
import '../questionBank.css';

/** 过程评价题库 (screen 1): the school's banks on the left, the chosen bank's questions beside. */
export default function QuestionBankPage() {
  const { t } = useTranslation();
  const banks = useBanks();
  const current = useCurrentBank(banks.data);
  const [categories, setCategories] = useState(false);
  const openCategories = () => setCategories(true);

  return (
    <div className="kg-qbank" data-testid="page-question-bank">
      <BankPanel
        banks={banks.data}
        loading={banks.isPending}
        isError={banks.isError}
        onRetry={() => void banks.refetch()}
        current={current.name}
        onSelect={(bank) => current.select(bank)}
      />
      <Card className="kg-card kg-qbank-main">
        {current.name ? (
          <BankQuestions
            key={current.name}
            bank={{ Name: current.name, TypeId: current.typeId }}
            details={current.bank}
            onCategories={openCategories}
          />
        ) : (
          <div className="kg-qbank-none">
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={banks.isPending ? ' ' : t('questionBank.noBanksHint')}
            />
            <NavButtons handlers={{ handleCategories: openCategories }} />
          </div>
        )}
      </Card>
      <CategoryDialog open={categories} onClose={() => setCategories(false)} />
    </div>
  );
}
