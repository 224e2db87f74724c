import '../growthTemplates.i18n';
import { CheckCircleFilled, CloudUploadOutlined } from '@ant-design/icons';
import { isLibraryBackground, type TBackground, type TGrowthModule } from '@kg/contracts';
import { App, Button, Empty, Modal, Spin, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBackground, useBackgrounds, useSaveCover } from '../growthTemplates.api';
import { coverFileProblem } from '../growthTemplates.logic';
import { ModuleThumb } from './ModuleThumb';

type TProps = { module: TGrowthModule | null; onClose: () => void };

/**
 * 设置背景 (F29-F31): the library and the school's uploads to choose from, an upload of the
 * school's own (mask 图片上传中), 确定 saves {id, plateId: 0, backCoverImg, content: ''}.
 */
export function CoverDialog({ module, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = module !== null;
  const backgrounds = useBackgrounds(open);
  const save = useSaveCover();
  const [chosen, setChosen] = useState('');
  const [uploading, setUploading] = useState(false);
  const [openedFor, setOpenedFor] = useState<TGrowthModule | null>(null);
  if (openedFor !== module) {
    setOpenedFor(module);
    setChosen('');
  }

  const beforeUpload = (file: File) => {
    const problem = coverFileProblem(file);
    if (problem) {
      void message.warning(t(`growthTemplates.coverDialog.${problem}`));
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    uploadBackground(file)
      .then(async (path) => {
        await backgrounds.refetch();
        setChosen(path);
        void message.success(t('growthTemplates.coverDialog.uploaded'));
      })
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setUploading(false));
    return false;
  };

  const submit = async () => {
    if (!module || save.isPending) return;
    if (!chosen) {
      void message.warning(t('growthTemplates.coverDialog.imageRequired'));
      return;
    }
    try {
      await save.mutateAsync({ id: module.Id, backCoverImg: chosen });
      void message.success(t('success.save'));
      onClose();
    } catch {
      // shown by the client
    }
  };

  const library = (backgrounds.data ?? []).filter((b) => isLibraryBackground(b.Img));
  const mine = (backgrounds.data ?? []).filter((b) => !isLibraryBackground(b.Img));
  const tile = (bg: TBackground) => {
    const selected = chosen === bg.Img;
    return (
      <button
        type="button"
        key={bg.Img}
        className={`kg-gt-bg${selected ? ' kg-gt-bg--selected' : ''}`}
        aria-pressed={selected}
        onClick={() => setChosen(bg.Img)}
        data-testid="cover-option"
        data-img={bg.Img}
      >
        <ModuleThumb src={bg.Thumbnail || bg.Img} alt={bg.Name} className="kg-gt-bg__img" />
        <span className="kg-gt-bg__name">{bg.Name}</span>
        {module?.BackCoverImg === bg.Img && (
          <Tag className="kg-gt-bg__current" color="blue" bordered={false}>
            {t('growthTemplates.coverDialog.current')}
          </Tag>
        )}
        {selected && <CheckCircleFilled className="kg-gt-bg__check" />}
      </button>
    );
  };

  return (
    <Modal
      open={open}
      title={t('growthTemplates.coverDialog.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading, 'data-testid': 'cover-submit' }}
      maskClosable={false}
      destroyOnHidden
      width={820}
    >
      <Spin spinning={uploading} description={t('growthTemplates.coverDialog.uploading')}>
        <div className="kg-gt-cover" data-testid="cover-dialog">
          <div className="kg-gt-cover__bar">
            <span className="kg-gt-cover__label">{t('growthTemplates.coverDialog.library')}</span>
            <span className="kg-gt-cover__upload">
              <span className="kg-gt-muted">{t('growthTemplates.coverDialog.uploadHint')}</span>
              <Upload
                accept="image/jpeg,image/png"
                showUploadList={false}
                beforeUpload={beforeUpload}
                disabled={uploading}
              >
                <Button icon={<CloudUploadOutlined />} data-testid="cover-upload">
                  {t('growthTemplates.coverDialog.upload')}
                </Button>
              </Upload>
            </span>
          </div>
          <Spin spinning={backgrounds.isPending}>
            <div className="kg-gt-cover__scroll">
              <div className="kg-gt-cover__grid">{library.map(tile)}</div>
              {mine.length > 0 && (
                <>
                  <div className="kg-gt-cover__label kg-gt-cover__label--mine">
                    {t('growthTemplates.coverDialog.mine')}
                  </div>
                  <div className="kg-gt-cover__grid">{mine.map(tile)}</div>
                </>
              )}
              {!backgrounds.isPending && !backgrounds.data?.length && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </div>
          </Spin>
        </div>
      </Spin>
    </Modal>
  );
}
