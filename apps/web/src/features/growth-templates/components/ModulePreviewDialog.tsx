import '../growthTemplates.i18n';
import { ReloadOutlined } from '@ant-design/icons';
import { plateById, type TGrowthModule } from '@kg/contracts';
import { Button, Descriptions, Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreview } from '../growthTemplates.api';
import { ModulePreviewPages } from './ModulePreviewPage';
import { ModuleThumb } from './ModuleThumb';

/**
 * 预览 (F32): the module's background and plate (GetTenantTempDetailOneInfoByImgTextRecord), and
 * for a catalogue its entries, for a term observation its table and text pages, for a month
 * observation its 经常/偶尔/从未 table.
 */
export function ModulePreviewDialog({
  module,
  onClose,
}: {
  module: TGrowthModule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = usePreview(module?.Id, module?.TypeNum ?? 0);
  const data = preview.data;
  const plate = data ? plateById(data.images.PlateId) : undefined;
  const twoPages = module?.TypeNum === 4;

  return (
    <Modal
      open={module !== null}
      title={t('growthTemplates.preview.title', { title: module?.Title ?? '' })}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={twoPages ? 1120 : 780}
    >
      <div className="kg-gt-preview" data-testid="preview-dialog">
        <Spin spinning={preview.isPending}>
          {preview.isError && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('growthTemplates.preview.failed')}>
              <Button icon={<ReloadOutlined />} onClick={() => void preview.refetch()}>
                {t('common.retry')}
              </Button>
            </Empty>
          )}
          {data && module && (
            <div className="kg-gt-preview__body">
              <div className="kg-gt-preview__pages">
                <ModulePreviewPages preview={data} title={module.Title} />
              </div>
              <aside className="kg-gt-preview__side">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    {
                      key: 'type',
                      label: t('growthTemplates.preview.type'),
                      children: t(`growthTemplates.types.${module.TypeNum}`, { defaultValue: module.Type }),
                    },
                  ]}
                />
                <div className="kg-gt-preview__label">{t('growthTemplates.preview.background')}</div>
                <ModuleThumb
                  src={data.images.BackCoverImg}
                  alt={t('growthTemplates.preview.background')}
                  className="kg-gt-thumb--side"
                />
                {(module.TypeNum === 6 || data.images.PlateId > 0) && (
                  <>
                    <div className="kg-gt-preview__label">{t('growthTemplates.preview.plate')}</div>
                    {data.images.PlateLookImg ? (
                      <div data-testid="preview-plate-thumb">
                        <ModuleThumb
                          src={data.images.PlateLookImg}
                          alt={plate?.Name ?? ''}
                          className="kg-gt-thumb--side"
                        />
                        <div className="kg-gt-muted">{plate?.Name}</div>
                      </div>
                    ) : (
                      <div className="kg-gt-muted">{t('growthTemplates.preview.noPlate')}</div>
                    )}
                  </>
                )}
              </aside>
            </div>
          )}
        </Spin>
      </div>
    </Modal>
  );
}
