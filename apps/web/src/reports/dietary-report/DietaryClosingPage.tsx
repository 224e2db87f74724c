import '../reports.i18n';
import type { TDietaryReport } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../framework/ReportPage';

type TProps = { data: TDietaryReport; page: number; total: number; date: string };

/** K06: the closing image, drawn as vectors (a bowl of the food groups) so the PDF stays sharp. */
function ClosingArt() {
  return (
    <svg className="kg-diet-closing__art" viewBox="0 0 240 180" role="img" aria-hidden="true">
      <circle cx="120" cy="92" r="84" fill="#e9f7f3" />
      <path d="M40 96h160a80 62 0 0 1-160 0z" fill="#19c2a7" />
      <path d="M40 96h160" stroke="#0b7a70" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="120" cy="96" rx="80" ry="10" fill="#0f9b8e" />
      <circle cx="86" cy="80" r="18" fill="#ff8a65" />
      <circle cx="122" cy="70" r="22" fill="#ffd54f" />
      <circle cx="156" cy="82" r="16" fill="#81c784" />
      <path d="M104 58c4-14 14-22 26-24-2 12-10 22-26 24z" fill="#43a047" />
      <ellipse cx="142" cy="90" rx="14" ry="7" fill="#fff8e1" />
      <ellipse cx="100" cy="91" rx="12" ry="6" fill="#fff8e1" />
      <rect x="96" y="152" width="48" height="8" rx="4" fill="#0b7a70" />
    </svg>
  );
}

export function DietaryClosingPage({ data, page, total, date }: TProps) {
  const { t } = useTranslation();
  const k = 'reports.dietaryReport';
  return (
    <ReportPage kind="back" page={page} total={total} testId="diet-closing">
      <div className="kg-diet-closing">
        <ClosingArt />
        <div className="kg-diet-closing__title">{t(`${k}.closing.title`)}</div>
        <div className="kg-diet-closing__text">{t(`${k}.closing.text`)}</div>
        <div className="kg-diet-closing__made">
          {t(`${k}.closing.made`, { school: data.SchoolName, date })}
        </div>
        <div className="kg-diet-closing__app">{t('reports.page.madeWith')}</div>
      </div>
    </ReportPage>
  );
}
