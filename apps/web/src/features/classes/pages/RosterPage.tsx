import '../../../styles/roster.css';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { findRouteNode } from '../../../app/navTree';
import { PageLoading } from '../../../app/routing/PageLoading';
import { documentTitle } from '../../../app/routing/routeTitle';
import { useSession } from '../../../app/useSession';
import { BrandMark } from '../../../components/BrandMark';
import { ButtonLink } from '../../../components/ButtonLink';
import { RosterMessage } from '../roster/RosterMessage';
import { RosterSheet } from '../roster/RosterSheet';
import { parseClassId } from '../roster/rosterRows';
import { useRoster } from '../roster/useRoster';

declare global {
  interface Window {
    /** Set once a printable page has its data and fonts (ARCHITECTURE "Reports and PDFs"). */
    __REPORT_READY__?: boolean;
  }
}

const CLASSES_PATH = '/Class/Classes';

/**
 * 班级名单: a class roster on an A4 sheet to print and pin on the classroom door. A standalone
 * page (meta NoNeedHome): no menu, header or tabs, opened in a new tab from 班级管理.
 */
export default function RosterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, tree } = useSession();
  const classId = parseClassId(params.get('ClassId'));
  const roster = useRoster(classId);
  // One date for the whole sheet: the ages and the 制表日期 must agree.
  const today = useMemo(() => new Date(), []);
  const data = roster.data;

  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    // The browser names the printed PDF after the document title.
    document.title = documentTitle(t('roster.docTitle', { className: data.klass.Name }), t);
    let live = true;
    void document.fonts.ready.then(() => {
      if (live) window.__REPORT_READY__ = true;
    });
    return () => {
      live = false;
      window.__REPORT_READY__ = false;
      document.title = previous;
    };
  }, [data, t]);

  const notFound =
    classId === null || data === null || (roster.error instanceof ApiError && roster.error.status === 404);

  if (notFound) {
    return (
      <RosterMessage
        status="404"
        title={t('roster.notFoundTitle')}
        text={t('roster.notFoundText')}
        testId="roster-not-found"
        extra={
          findRouteNode(tree, CLASSES_PATH) && (
            <ButtonLink type="primary" to={CLASSES_PATH} data-testid="roster-back">
              {t('roster.backToClasses')}
            </ButtonLink>
          )
        }
      />
    );
  }

  if (roster.isError) {
    return (
      <RosterMessage
        status="warning"
        title={t('common.loadFailed')}
        text={t('roster.loadFailedText')}
        testId="roster-error"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void roster.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  if (!data) return <PageLoading />;

  return (
    <main className="kg-roster" data-testid="page-roster">
      <div className="kg-roster__toolbar">
        <div className="kg-roster__brand">
          <BrandMark size={28} />
          <span>{t('app.name')}</span>
          <span className="kg-roster__crumb">{t('roster.title')}</span>
        </div>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="roster-print"
        >
          {t('roster.print')}
        </Button>
      </div>
      <div className="kg-roster__paper">
        <RosterSheet data={data} schoolName={user?.SchoolName ?? ''} today={today} />
      </div>
    </main>
  );
}
