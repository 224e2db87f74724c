import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { VersionTimeline } from '../../features/system-versions/components/VersionTimeline';
import { useSystemVersions } from '../../features/system-versions/systemVersions.api';

/** The release history behind the header's 版本 entry; loaded only when opened. */
export function VersionDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useSystemVersions(open);
  return (
    <Drawer
      title={t('shell.versionsTitle')}
      open={open}
      onClose={onClose}
      size={window.innerWidth < 480 ? '100%' : 420}
      data-testid="version-drawer"
      rootClassName="kg-version-drawer"
    >
      <VersionTimeline versions={data} loading={open && isPending} />
    </Drawer>
  );
}
