import '../versions.i18n';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VersionTimeline } from '../components/VersionTimeline';
import { useSystemVersions } from '../systemVersions.api';

/** 版本记录: the platform's release history, read-only. */
export default function SystemVersionsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useSystemVersions();
  return (
    <Card className="kg-card" data-testid="page-system-versions">
      <Typography.Paragraph type="secondary">{t('versions.subtitle')}</Typography.Paragraph>
      <div className="kg-version-wrap">
        <VersionTimeline versions={data} loading={isPending} />
      </div>
    </Card>
  );
}
