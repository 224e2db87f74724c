import '../meals.i18n';
import '../meals.css';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FoodGroupsTable } from '../components/standards/FoodGroupsTable';
import { IntakesTable } from '../components/standards/IntakesTable';
import { BandsTable, MealsTable } from '../components/standards/PercentTables';
import { ShareSection } from '../components/standards/ShareSection';
import { StandardSection } from '../components/standards/StandardParts';
import { useStandardsEditor } from '../components/standards/useStandardsEditor';

/** 营养标准 (issue 20): the school's standards, each figure with its mark; 园长 and 保健医生 edit. */
export default function StandardsPage() {
  const { t } = useTranslation();
  const editor = useStandardsEditor();
  const s = editor.standards.data;
  if (!s)
    return <Card className="kg-card">{editor.standards.isError ? t('common.loadFailed') : <Spin />}</Card>;

  return (
    <Card className="kg-card kg-standards" data-testid="page-standards">
      <Alert
        type="info"
        showIcon
        className="kg-standards__edition"
        title={`${t('meals.standards.edition')}：${s.Edition}`}
        description={
          <>
            <div>{s.EditionNote}</div>
            <div>{t('meals.standards.legend')}</div>
            {!editor.canEdit && <div>{t('meals.standards.readOnly')}</div>}
          </>
        }
        data-testid="standard-edition"
      />
      <StandardSection editor={editor} section="intakes" note={t('meals.standards.intakesNote')}>
        <IntakesTable editor={editor} s={s} />
      </StandardSection>
      <StandardSection editor={editor} section="share" note={t('meals.standards.shareNote')}>
        <ShareSection editor={editor} s={s} />
      </StandardSection>
      <StandardSection editor={editor} section="bands">
        <BandsTable editor={editor} s={s} />
      </StandardSection>
      <StandardSection editor={editor} section="meals" note={t('meals.standards.mealsNote')}>
        <MealsTable editor={editor} s={s} />
      </StandardSection>
      <StandardSection editor={editor} section="foodGroups" note={t('meals.standards.foodGroupsNote')}>
        <FoodGroupsTable editor={editor} s={s} />
      </StandardSection>
    </Card>
  );
}
