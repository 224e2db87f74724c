import '../features/imports/imports.i18n';
import { DeleteOutlined, EyeOutlined, LoadingOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@kg/contracts';
import { App, Button, Image, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../api/upload';
import './ImageUpload.css';

type TProps = {
  /** the stored path (`/files/<uuid>`); works as a Form.Item control */
  value?: string | null;
  onChange?: (path: string | null) => void;
  /** the limit after the browser scaled the picture (D7); default 2 MB */
  maxBytes?: number;
  /** file types the picker offers and accepts; default JPEG and PNG */
  accept?: string;
  /** refusal texts; default the spec's (上传图片只能是 JPG 格式! / 上传图片大小不能超过 2MB!) */
  typeMessage?: string;
  sizeMessage?: string;
  /** the text on the empty card */
  label?: string;
  /** square size of the card in px */
  size?: number;
  disabled?: boolean;
  /** `<testId>` on the card, `<testId>-input` on the file input, `<testId>-image` on the picture */
  testId?: string;
};

const DEFAULT_ACCEPT = '.jpg,.jpeg,.png';

/** Whether a file matches an accept list of extensions and MIME types (`image/*` allowed). */
export function accepts(accept: string, file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) =>
      item.startsWith('.')
        ? name.endsWith(item)
        : item.endsWith('/*')
          ? file.type.startsWith(item.slice(0, -1))
          : file.type === item,
    );
}

/**
 * One picture (a child's photo, a school logo): picked, scaled in the browser (D7),
 * uploaded with the mask 图片上传中, shown with preview, change and remove. The stored path
 * is served to the same school only (D6); the login cookie lets <img> load it.
 */
export function ImageUpload({
  value,
  onChange,
  maxBytes = UPLOAD_LIMITS.photoBytes,
  accept = DEFAULT_ACCEPT,
  typeMessage,
  sizeMessage,
  label,
  size = 112,
  disabled = false,
  testId = 'image-upload',
}: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const picker = (children: React.ReactNode, className?: string) => (
    <Upload
      accept={accept}
      showUploadList={false}
      disabled={disabled || uploading}
      className={className}
      beforeUpload={(file) => {
        if (!accepts(accept, file)) {
          void message.error(typeMessage ?? t('imports.upload.jpgPng'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file }) => {
        setUploading(true);
        try {
          const path = await uploadPhoto(file as File, {
            maxBytes,
            sizeMessage: sizeMessage ?? t('imports.upload.photoSize'),
          });
          onChange?.(path);
        } catch (error) {
          void message.error((error as Error).message);
        } finally {
          setUploading(false);
        }
      }}
      data-testid={`${testId}-input`}
    >
      {children}
    </Upload>
  );

  const box = { width: size, height: size };
  if (!value) {
    return picker(
      <button
        type="button"
        className="kg-image-upload__card"
        style={box}
        data-testid={testId}
        disabled={disabled}
      >
        {uploading ? <LoadingOutlined /> : <PlusOutlined />}
        <span>{uploading ? t('imports.upload.uploading') : (label ?? t('imports.upload.button'))}</span>
      </button>,
    );
  }
  return (
    <div className="kg-image-upload__item" style={box} data-testid={testId}>
      <Image
        src={value}
        width={size}
        height={size}
        alt=""
        data-testid={`${testId}-image`}
        preview={{ open: previewing, onOpenChange: setPreviewing }}
      />
      {uploading ? (
        <div className="kg-image-upload__mask kg-image-upload__mask--busy">
          <LoadingOutlined />
          <span>{t('imports.upload.uploading')}</span>
        </div>
      ) : (
        <div className="kg-image-upload__mask">
          <Tooltip title={t('imports.upload.preview')}>
            <Button type="text" size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(true)} />
          </Tooltip>
          {!disabled &&
            picker(
              <Tooltip title={t('imports.upload.change')}>
                <Button type="text" size="small" icon={<SwapOutlined />} data-testid={`${testId}-change`} />
              </Tooltip>,
            )}
          {!disabled && (
            <Tooltip title={t('imports.upload.remove')}>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(null)}
                data-testid={`${testId}-remove`}
              />
            </Tooltip>
          )}
        </div>
      )}
    </div>
  );
}
