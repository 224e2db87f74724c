import '../reports.i18n';
import './classRoster.css';
import { REPORT_FILE_SUFFIX, REPORT_ROUTES, reportFileName } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { findRouteNode } from '../../app/navTree';
import { useSession } from '../../app/useSession';
import { ButtonLink } from '../../components/ButtonLink';
import { ReportDocument } from '../framework/ReportDocument';
import type { TReportFailure } from '../framework/ReportMessage';
import { isRenderMode } from '../framework/reportWindow';
import { RosterPages } from './RosterPages';
import { parseClassId } from './rosterLayout';
import { useClassRoster } from './useClassRoster';

const CLASSES_PATH = '/Class/Classes';

/**
 * 班级幼儿名册 (issue 4): cover, catalogue, class overview with a chart, the children with
 * photos over as many pages as needed, back cover. Replaces the one-sheet 班级名单.
 */
export default function ClassRosterReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tree } = useSession();
  const classId = parseClassId(params.get('ClassId'));
  const roster = useClassRoster(classId);
  const data = roster.data;

  let failure: TReportFailure | null = null;
  const notFound = t('reports.classRoster.notFound');
  if (classId === null) failure = { message: notFound, notFound: true };
  else if (roster.error) {
    const missing = roster.error instanceof ApiError && roster.error.status === 404;
    failure = {
      message: missing ? notFound : roster.error.message || t('reports.state.failedText'),
      notFound: missing,
    };
  }

  return (
    <ReportDocument
      title={t('reports.classRoster.title')}
      subject={data?.Class.Name}
      route={REPORT_ROUTES.classRoster}
      fileName={data ? reportFileName(data.Class.Name, REPORT_FILE_SUFFIX.classRoster) : null}
      loaded={Boolean(data)}
      failure={failure}
      onRetry={() => void roster.refetch()}
      failureExtra={
        !isRenderMode() &&
        findRouteNode(tree, CLASSES_PATH) && (
          <ButtonLink type="primary" to={CLASSES_PATH} data-testid="report-back">
            {t('reports.classRoster.backToClasses')}
          </ButtonLink>
        )
      }
    >
      {data && <RosterPages data={data} />}
    </ReportDocument>
  );
}
