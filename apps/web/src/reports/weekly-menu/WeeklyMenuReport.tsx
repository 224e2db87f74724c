import '../reports.i18n';
import './weeklyMenu.css';
import {
  isCalendarDay,
  isMonday,
  REPORT_FILE_SUFFIX,
  REPORT_ROUTES,
  reportFileName,
  weekRangeText,
} from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { findRouteNode } from '../../app/navTree';
import { useSession } from '../../app/useSession';
import { ButtonLink } from '../../components/ButtonLink';
import { weekRangeLabel } from '../../features/meals/weekDates';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { useWeeklyMenu } from './useWeeklyMenu';
import { WeeklyMenuPage } from './WeeklyMenuPage';

const MENUS_PATH = '/Meals/Menus';

/** 带量食谱 (issue 20, M07): a published week printed for parents, one A4 sheet. */
export default function WeeklyMenuReport() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { tree } = useSession();
  const raw = params.get('WeekStart') ?? '';
  const weekStart = isCalendarDay(raw) && isMonday(raw) ? raw : null;
  const menu = useWeeklyMenu(weekStart);
  const data = menu.data;

  let failure: TReportFailure | null = null;
  if (weekStart === null) failure = { message: t('reports.weeklyMenu.queryInvalid'), notFound: true };
  else if (menu.error) {
    const missing = menu.error instanceof ApiError && menu.error.status === 404;
    failure = {
      message: missing
        ? t('reports.weeklyMenu.notFound')
        : menu.error.message || t('reports.state.failedText'),
      notFound: missing,
    };
  }

  return (
    <ReportDocument
      title={t('reports.weeklyMenu.title')}
      subject={weekStart ? weekRangeLabel(weekStart, i18n.language) : undefined}
      route={REPORT_ROUTES.weeklyMenu}
      fileName={data ? reportFileName(weekRangeText(data.WeekStart), REPORT_FILE_SUFFIX.weeklyMenu) : null}
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void menu.refetch()}
      failureExtra={
        !isRenderMode() &&
        findRouteNode(tree, MENUS_PATH) && (
          <ButtonLink type="primary" to={MENUS_PATH} data-testid="report-back">
            {t('reports.weeklyMenu.backToMenus')}
          </ButtonLink>
        )
      }
    >
      {data && <WeeklyMenuPage data={data} />}
    </ReportDocument>
  );
}
