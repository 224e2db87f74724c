import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { ReportPage } from './ReportPage';

type TProps = { page: number; total: number; school: string; printedOn: string };

/** The last sheet: who made the report, when, and how to treat it. */
export function BackCover({ page, total, school, printedOn }: TProps) {
  const { t } = useTranslation();
  return (
    <ReportPage kind="back" page={page} total={total} testId="report-back-cover">
      <div className="kg-back">
        <BrandMark size={56} />
        <div className="kg-back__school">{school}</div>
        <div className="kg-back__app">{t('reports.page.madeWith')}</div>
        <div className="kg-back__date">{t('reports.page.printedOn', { date: printedOn })}</div>
        <p className="kg-back__note">{t('reports.page.backCoverNote')}</p>
      </div>
    </ReportPage>
  );
}
