import '../growthConfiguration.i18n';
import { CheckCircleFilled, CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import type { TBackground } from '@kg/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Skeleton, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundsKey, uploadBackground, useBackgrounds } from '../growthConfiguration.api';
import { backgroundFileProblem } from './ConfigRules';

type TProps = {
  value: string;
  onChange: (img: string) => void;
};

/** A picture that shows a soft placeholder when its file is missing. */
export function ConfigImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <span className={`kg-config-img kg-config-img--empty ${className ?? ''}`} role="img" aria-label={alt}>
        <PictureOutlined />
      </span>
    );
  return (
    <img
      className={`kg-config-img ${className ?? ''}`}
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * F36: the background of the module's pages, from the library and the school's own uploads,
 * plus an upload tile (JPEG/PNG below 2 MB, mask 图片上传中; F30/F31 rules).
 */
export function ConfigBackgroundPicker({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useBackgrounds();
  const [uploading, setUploading] = useState(false);
  const items: TBackground[] = list.data ?? [];
  // A picture just uploaded (or a stored one the list no longer has) is still shown, chosen.
  const shown =
    value && !items.some((b) => b.Img === value)
      ? [{ Img: value, Thumbnail: value, Name: t('growthConfiguration.background.mine') }, ...items]
      : items;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const path = await uploadBackground(file);
      onChange(path);
      void message.success(t('growthConfiguration.background.uploaded'));
      void client.invalidateQueries({ queryKey: backgroundsKey });
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Spin spinning={uploading} description={t('growthConfiguration.background.uploading')}>
      <div className="kg-config-bg" data-testid="config-backgrounds">
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : list.isError ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Button type="link" onClick={() => void list.refetch()}>
                {t('growthConfiguration.loadFailedRetry')}
              </Button>
            }
          />
        ) : (
          <div className="kg-config-bg__grid">
            <Upload
              accept=".jpg,.jpeg,.png"
              showUploadList={false}
              disabled={uploading}
              beforeUpload={(file) => {
                const problem = backgroundFileProblem(file);
                if (problem) {
                  void message.warning(t(`growthConfiguration.background.${problem}`));
                  return Upload.LIST_IGNORE;
                }
                void upload(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <button type="button" className="kg-config-bg__upload" data-testid="config-background-upload">
                <CloudUploadOutlined className="kg-config-bg__upload-icon" />
                <span className="kg-config-bg__upload-title">
                  {t('growthConfiguration.background.upload')}
                </span>
                <span className="kg-config-bg__upload-hint">
                  {t('growthConfiguration.background.uploadHint')}
                </span>
              </button>
            </Upload>
            {shown.map((bg) => {
              const active = bg.Img === value;
              return (
                <button
                  type="button"
                  key={bg.Img}
                  className={`kg-config-bg__item${active ? ' kg-config-bg__item--active' : ''}`}
                  onClick={() => onChange(bg.Img)}
                  aria-pressed={active}
                  title={bg.Name}
                  data-testid="config-background"
                  data-img={bg.Img}
                >
                  <ConfigImage src={bg.Thumbnail || bg.Img} alt={bg.Name} className="kg-config-bg__thumb" />
                  <span className="kg-config-bg__name">{bg.Name}</span>
                  {active && <CheckCircleFilled className="kg-config-bg__check" />}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </Spin>
  );
}
