import '../childPhotos.i18n';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloudUploadOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { type TChildPhotoChild, UNCLASSIFIED_DIMENSION } from '@kg/contracts';
import { Alert, App, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../../../api/upload';
import { useAddPhotos } from '../childPhotos.api';
import {
  queueFinished,
  queueProgress,
  runPool,
  type TUploadItem,
  takenOnOf,
  UPLOAD_CONCURRENCY,
  UPLOAD_MAX_FILES,
  uploadedPhotos,
  withItem,
} from '../childPhotos.logic';
import { ChildChooser, DimensionChooser } from './TagFields';

type TProps = {
  open: boolean;
  classId: number;
  className: string;
  kids: readonly TChildPhotoChild[];
  onClose: () => void;
};

/**
 * 上传照片: the children and the dimension may be chosen first (or left 未分类); then many photos
 * at once (`multiple`, `image/*`: a phone offers its camera and gallery). Each goes through
 * uploadPhoto (D7 scaling, the server's content check), two at a time, with its own state; once
 * all have ended the uploaded ones are registered in one AddClassPhotos call.
 */
export function UploadDialog({ open, classId, className, kids, onClose }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<HTMLDivElement>(null);
  const [dimension, setDimension] = useState<number>(UNCLASSIFIED_DIMENSION);
  const [studentIds, setStudentIds] = useState<number[]>([]);
  const [items, setItems] = useState<TUploadItem[]>([]);
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const [registering, setRegistering] = useState(false);
  const add = useAddPhotos();
  const tags = useRef({ dimension, studentIds });
  tags.current = { dimension, studentIds };
  const busy = registering || items.some((i) => i.status === 'waiting' || i.status === 'uploading');

  // A new dialog starts empty; its previews are let go when it closes.
  useEffect(() => {
    if (open) return;
    setItems([]);
    setStudentIds([]);
    setDimension(UNCLASSIFIED_DIMENSION);
    setPreviews((old) => {
      for (const url of Object.values(old)) URL.revokeObjectURL(url);
      return {};
    });
  }, [open]);

  const register = async (ended: TUploadItem[]) => {
    const photos = uploadedPhotos(ended);
    const failed = ended.filter((i) => i.status === 'failed').length;
    if (photos.length === 0) return;
    setRegistering(true);
    try {
      const { Count } = await add.mutateAsync({
        ClassId: classId,
        Dimension: tags.current.dimension,
        StudentIds: tags.current.studentIds,
        Photos: photos,
      });
      void message.success(t('childPhotos.addedCount', { count: Count }));
      if (failed === 0) onClose();
    } catch {
      // the client has shown the server's refusal; the uploads stay listed
    } finally {
      setRegistering(false);
    }
  };

  const pick = async (picked: File[]) => {
    if (input.current) input.current.value = '';
    const images = picked.filter((f) => f.type.startsWith('image/') || f.type === '');
    for (const f of picked.filter((x) => !images.includes(x)))
      void message.warning(t('childPhotos.notImage', { name: f.name }));
    if (images.length === 0) return;
    if (images.length > UPLOAD_MAX_FILES) {
      void message.warning(t('childPhotos.tooManyFiles', { max: UPLOAD_MAX_FILES }));
      return;
    }
    const start = Date.now();
    const queued: TUploadItem[] = images.map((f, i) => ({
      id: start + i,
      name: f.name,
      status: 'waiting',
      takenOn: takenOnOf(f),
    }));
    setPreviews(Object.fromEntries(queued.map((q, i) => [q.id, URL.createObjectURL(images[i]!)])));
    let current = queued;
    const update = (id: number, change: Partial<TUploadItem>) => {
      current = withItem(current, id, change);
      setItems(current);
    };
    setItems(current);
    await runPool(
      queued.map((q, i) => ({ q, file: images[i]! })),
      UPLOAD_CONCURRENCY,
      async ({ q, file }) => {
        update(q.id, { status: 'uploading' });
        try {
          update(q.id, { status: 'done', path: await uploadPhoto(file) });
        } catch (error) {
          update(q.id, { status: 'failed', error: (error as Error).message });
        }
      },
    );
    await register(current);
  };

  // The queue sits under the choices: bring it into sight once files are picked (a phone's screen).
  const started = items.length > 0;
  useEffect(() => {
    if (started) queue.current?.scrollIntoView({ block: 'nearest' });
  }, [started]);

  const done = items.filter((i) => i.status === 'done').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  return (
    <Modal
      open={open}
      title={
        <span>
          {t('childPhotos.uploadTitle')}
          <span className="kg-muted kg-cp-upload__to">{t('childPhotos.uploadTo', { className })}</span>
        </span>
      }
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      width={640}
      footer={
        <Button onClick={onClose} disabled={busy} data-testid="upload-close">
          {t('childPhotos.finish')}
        </Button>
      }
      destroyOnHidden
    >
      <div className="kg-cp-upload" data-testid="photo-upload-dialog">
        <p className="kg-muted kg-cp-upload__hint">{t('childPhotos.uploadTagsHint')}</p>
        <DimensionChooser value={dimension} onChange={setDimension} testId="upload-dimension" />
        <ChildChooser kids={kids} value={studentIds} onChange={setStudentIds} testId="upload-child" />
        <button
          type="button"
          className="kg-cp-drop"
          disabled={busy}
          onClick={() => input.current?.click()}
          data-testid="upload-pick"
        >
          <CloudUploadOutlined className="kg-cp-drop__icon" />
          <span className="kg-cp-drop__label">{t('childPhotos.pickPhotos')}</span>
          <span className="kg-muted kg-cp-drop__hint">
            {t('childPhotos.pickHint', { max: UPLOAD_MAX_FILES })}
          </span>
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*"
          hidden
          onChange={(e) => void pick([...(e.target.files ?? [])])}
          data-testid="upload-input"
        />
        {items.length > 0 && (
          <div
            ref={queue}
            className="kg-cp-queue"
            data-testid="upload-queue"
            data-done={done}
            data-failed={failed}
          >
            <div className="kg-cp-queue__head">
              <span>{t('childPhotos.uploadedCount', { done, total: items.length })}</span>
              {registering && (
                <span className="kg-muted">
                  <LoadingOutlined /> {t('childPhotos.registering')}
                </span>
              )}
            </div>
            <Progress
              percent={queueProgress(items)}
              showInfo={false}
              size="small"
              status={busy ? 'active' : 'normal'}
            />
            {queueFinished(items) && failed > 0 && (
              <Alert type="warning" showIcon title={t('childPhotos.failedCount', { count: failed })} />
            )}
            <ul className="kg-cp-queue__list">
              {items.map((item) => (
                <li
                  key={item.id}
                  className={`kg-cp-queue__item is-${item.status}`}
                  data-testid="upload-item"
                  data-status={item.status}
                >
                  <img src={previews[item.id]} alt="" className="kg-cp-queue__thumb" />
                  <span className="kg-cp-queue__name" title={item.name}>
                    {item.name}
                    <span className="kg-cp-queue__state">
                      {item.status === 'failed'
                        ? item.error || t('childPhotos.failed')
                        : t(`childPhotos.${item.status}`)}
                    </span>
                  </span>
                  <span className="kg-cp-queue__icon">
                    {item.status === 'done' && <CheckCircleFilled />}
                    {item.status === 'failed' && <CloseCircleFilled />}
                    {item.status === 'uploading' && <LoadingOutlined />}
                  </span>
                  <Progress
                    className="kg-cp-queue__bar"
                    percent={item.status === 'waiting' ? 0 : item.status === 'uploading' ? 60 : 100}
                    status={
                      item.status === 'failed'
                        ? 'exception'
                        : item.status === 'uploading'
                          ? 'active'
                          : 'normal'
                    }
                    showInfo={false}
                    size="small"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Modal>
  );
}
