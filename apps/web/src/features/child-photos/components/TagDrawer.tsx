import '../childPhotos.i18n';
import { type TChildPhoto, type TChildPhotoChild, thumbnailPath } from '@kg/contracts';
import { App, Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/list/useIsPhone';
import { useTagPhotos } from '../childPhotos.api';
import { splitForTagging, tagDefaults } from '../childPhotos.logic';
import { ChildChooser, DimensionChooser } from './TagFields';

type TProps = {
  /** the photos to tag; the drawer is open while there are any */
  photos: readonly TChildPhoto[] | null;
  classId: number;
  kids: readonly TChildPhotoChild[];
  onClose: () => void;
  /** after a save: the selection is done with */
  onSaved: () => void;
};

/** How many of the selected photos the drawer shows as thumbnails. */
const SHOWN = 8;

/**
 * 标记照片: the children in the photos and their dimension, replacing what they had (one photo
 * or many). Library photos are retagged; derived ones get their library row in this class's
 * album (the file is not copied). From the side on a laptop, from the bottom on a phone.
 */
export function TagDrawer({ photos, classId, kids, onClose, onSaved }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const phone = useIsPhone();
  const save = useTagPhotos();
  const [studentIds, setStudentIds] = useState<number[]>([]);
  const [dimension, setDimension] = useState(0);
  const open = Boolean(photos?.length);

  useEffect(() => {
    if (!photos?.length) return;
    const start = tagDefaults(photos);
    // Children who left the class cannot be chosen again here; they stay off the list.
    setStudentIds(start.StudentIds.filter((id) => kids.some((k) => k.StudentId === id)));
    setDimension(start.Dimension);
  }, [photos, kids]);

  const submit = async () => {
    if (!photos?.length) return;
    const { ids, derived } = splitForTagging(photos);
    try {
      await save.mutateAsync({
        retag: ids.length ? { Ids: ids, StudentIds: studentIds, Dimension: dimension } : null,
        add: derived.length
          ? {
              ClassId: classId,
              Dimension: dimension,
              StudentIds: studentIds,
              Photos: derived.map((FileUrl) => ({ FileUrl })),
            }
          : null,
      });
      void message.success(t('childPhotos.messages.tagged'));
      onSaved();
    } catch {
      // the client has shown the server's refusal; the drawer keeps the choice
    }
  };

  return (
    <Drawer
      open={open}
      title={t('childPhotos.tagTitle')}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '88%' : 520}
      destroyOnHidden
      rootClassName="kg-cp-drawer"
      footer={
        <div className="kg-cp-drawer__footer">
          <Button onClick={onClose}>{t('childPhotos.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="tag-save"
          >
            {t('childPhotos.save')}
          </Button>
        </div>
      }
    >
      <div data-testid="photo-tag-drawer">
        <p className="kg-muted kg-cp-drawer__lead">
          {t('childPhotos.tagCount', { count: photos?.length ?? 0 })}
        </p>
        <div className="kg-cp-strip">
          {(photos ?? []).slice(0, SHOWN).map((p) => (
            <img key={p.FileUrl} src={thumbnailPath(p.FileUrl, 160)} alt="" className="kg-cp-strip__thumb" />
          ))}
          {(photos?.length ?? 0) > SHOWN && (
            <span className="kg-cp-strip__more">+{(photos?.length ?? 0) - SHOWN}</span>
          )}
        </div>
        <DimensionChooser value={dimension} onChange={setDimension} testId="tag-dimension" />
        <ChildChooser kids={kids} value={studentIds} onChange={setStudentIds} testId="tag-child" />
      </div>
    </Drawer>
  );
}
