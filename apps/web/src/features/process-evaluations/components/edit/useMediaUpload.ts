import '../../processEvaluations.i18n';
import { UPLOAD_MESSAGES } from '@kg/contracts';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { refusalOf } from '../../../../api/http';
import { uploadPhoto } from '../../../../api/upload';
import { runPool, takenOnOf, UPLOAD_CONCURRENCY } from '../../../child-photos/childPhotos.logic';
import { uploadVideo } from '../../../growth-records/videoUpload';
import { useRegisterPhotos } from '../../processEdit.api';
import { mediaRoom, type TPageDraft } from '../../processEdit.logic';
import type { TPageFormProps } from './PageForm';

const notAnImage = () => refusalOf({ msg: UPLOAD_MESSAGES.imageType, code: 'uploads.imageType' });
const isImage = (file: File) =>
  file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif|bmp|heic)$/i.test(file.name);

/**
 * A page's own uploads (H23): photos through uploadPhoto (D7 scaling, the 2 MB check), two at a
 * time, each added to the page as it arrives and then registered in the child's album with the
 * page's dimension; a video through UploadFile (≤200 MB) with its progress. Never past the nine
 * of a page (the cover: its one photo is replaced).
 */
export function useMediaUpload({
  detail,
  child,
  draft,
  update,
  onRefuse,
  onBusy,
  single = false,
}: Pick<TPageFormProps, 'detail' | 'child' | 'draft' | 'update' | 'onRefuse' | 'onBusy'> & {
  single?: boolean;
}) {
  const { message } = App.useApp();
  const register = useRegisterPhotos();
  const [photosLeft, setPhotosLeft] = useState(0);
  const [videoPercent, setVideoPercent] = useState<number | null>(null);
  const busy = photosLeft > 0 || videoPercent !== null;
  // The dialog waits with 保存 until every file is on the page.
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const addPhoto = (path: string) =>
    update((d: TPageDraft) =>
      single ? { ...d, images: [path] } : mediaRoom(d) > 0 ? { ...d, images: [...d.images, path] } : d,
    );

  const pickPhotos = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const room = single ? 1 : mediaRoom(draft);
    if (room === 0) {
      onRefuse('mediaTooMany');
      return;
    }
    const taken = files.slice(0, room);
    const stored: { FileUrl: string; TakenOn: string | null }[] = [];
    setPhotosLeft(taken.length);
    await runPool(taken, UPLOAD_CONCURRENCY, async (file) => {
      try {
        if (!isImage(file)) throw new Error(notAnImage());
        const path = await uploadPhoto(file);
        addPhoto(path);
        stored.push({ FileUrl: path, TakenOn: takenOnOf(file) });
      } catch (error) {
        void message.error((error as Error).message || file.name);
      } finally {
        setPhotosLeft((n) => Math.max(0, n - 1));
      }
    });
    // Said once the others are on the page (each arrival clears what the dialog says).
    if (files.length > room && !single) onRefuse('mediaTooMany');
    await register(stored, {
      StudentId: detail.StudentId,
      Dimension: detail.Dimension,
      ClassId: child.ClassId,
    });
  };

  const pickVideo = async (file: File | undefined) => {
    if (!file) return;
    if (mediaRoom(draft) === 0) {
      onRefuse('mediaTooMany');
      return;
    }
    setVideoPercent(0);
    try {
      const path = await uploadVideo(file, setVideoPercent);
      update((d) => (mediaRoom(d) > 0 ? { ...d, videos: [...d.videos, path] } : d));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setVideoPercent(null);
    }
  };

  return { pickPhotos, pickVideo, photosLeft, videoPercent, busy };
}
