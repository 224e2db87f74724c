import '../growthRecords.i18n';
import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { thumbnailPath, UPLOAD_MESSAGES } from '@kg/contracts';
import { App, Button, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../../../api/upload';
import { accepts } from '../../../components/ImageUpload';

const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,image/*';

type TProps = {
  value: string;
  onChange: (path: string) => void;
  label: string;
  disabled?: boolean;
  testId: string;
  /** the box's shape, width / height */
  aspect?: number;
};

/**
 * One photo of a record: a phone photo is scaled in the browser before it goes (D7), shown
 * as a thumbnail, replaced by picking again, removed with the bin. A picture that cannot be
 * shown falls back to the grey placeholder instead of a broken image (G40).
 */
export function PhotoSlot({ value, onChange, label, disabled, testId, aspect = 3 / 4 }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!accepts(PHOTO_ACCEPT, file)) {
      void message.warning(UPLOAD_MESSAGES.jpgPng);
      return;
    }
    setBusy(true);
    const hide = message.loading(UPLOAD_MESSAGES.uploading, 0);
    try {
      onChange(await uploadPhoto(file));
      setBroken(false);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      hide();
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="kg-photo-slot" style={{ aspectRatio: String(aspect) }} data-testid={testId}>
      <button
        type="button"
        className="kg-photo-slot__pick"
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
        aria-label={label}
      >
        {value && !broken ? (
          <img
            src={thumbnailPath(value, 320)}
            alt={label}
            onError={() => setBroken(true)}
            data-testid={`${testId}-image`}
          />
        ) : (
          <span className="kg-photo-slot__empty">
            {busy ? <LoadingOutlined /> : <PlusOutlined />}
            <span>{label}</span>
          </span>
        )}
      </button>
      {value && !disabled && (
        <Tooltip title={t('growthRecords.remove')}>
          <Button
            size="small"
            shape="circle"
            className="kg-photo-slot__remove"
            icon={<DeleteOutlined />}
            onClick={() => onChange('')}
            data-testid={`${testId}-remove`}
          />
        </Tooltip>
      )}
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}
