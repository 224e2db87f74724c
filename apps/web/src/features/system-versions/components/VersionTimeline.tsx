import '../versions.i18n';
import type { TSystemVersion } from '@kg/contracts';
import { Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type TProps = { versions: TSystemVersion[] | undefined; loading: boolean };

/** Releases as a timeline; the newest is highlighted. Used by the page and the header drawer. */
export function VersionTimeline({ versions, loading }: TProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!versions?.length) return <Empty description={t('versions.empty')} />;
  return (
    <Timeline
      className="kg-version-timeline"
      data-testid="version-timeline"
      items={versions.map((version, index) => ({
        key: version.Id,
        color: index === 0 ? 'green' : 'gray',
        content: (
          <div className="kg-version" data-testid={`version-${version.Version}`}>
            <div className="kg-version__head">
              <Tag color={index === 0 ? 'cyan' : 'default'}>v{version.Version.replace(/^v/i, '')}</Tag>
              <Typography.Text strong>{version.Title}</Typography.Text>
              {index === 0 && <Tag color="gold">{t('versions.latest')}</Tag>}
            </div>
            <Typography.Text type="secondary" className="kg-version__date">
              {dayjs(version.ReleaseDate).isValid()
                ? dayjs(version.ReleaseDate).format('YYYY-MM-DD')
                : version.ReleaseDate}
            </Typography.Text>
            {version.Notes && (
              <Typography.Paragraph type="secondary" className="kg-version__notes">
                {version.Notes}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
