import '../growthRecords.i18n';
import { UploadOutlined } from '@ant-design/icons';
import { type TItemsAnswer, VIDEO_MAX_MB } from '@kg/contracts';
import { App, Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordText } from '../components/RecordText';
import { uploadVideo } from '../videoUpload';
import type { TEditorProps } from './editorTypes';

/**
 * Types 9 and 13 (G22, G39): one video (mp4/mov/webm, checked again by content on the
 * server) with its upload progress, played back here, and the words that go with it.
 * Videos stay on screen only: the printed booklet leaves them out (G50).
 */
export function VideoEditor({ answer, onChange, ctx }: TEditorProps<TItemsAnswer>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [video, words] = answer.List;
  const set = (i: number, Content: string) =>
    onChange({ List: answer.List.map((item, j) => (j === i ? { ...item, Content } : item)) });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      set(0, await uploadVideo(file, setPercent));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="kg-rec-editor kg-video-editor">
      <div className="kg-rec-text__label">{t('growthRecords.video')}</div>
      {video?.Content ? (
        // biome-ignore lint/a11y/useMediaCaption: a family's own clip has no captions
        <video
          className="kg-video-editor__player"
          src={video.Content}
          controls
          preload="metadata"
          data-testid="video-player"
        />
      ) : null}
      {percent !== null ? (
        <Progress
          percent={percent}
          status="active"
          format={(p) => t('growthRecords.videoUploading', { percent: p })}
        />
      ) : (
        <Button
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={ctx.disabled}
          data-testid="video-pick"
        >
          {t('growthRecords.video')}
        </Button>
      )}
      <div className="kg-rec-text__hint">{t('growthRecords.videoHint', { max: VIDEO_MAX_MB })}</div>
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="video-input"
      />
      <RecordText
        label={t('growthRecords.videoWords')}
        value={words?.Content ?? ''}
        onChange={(value) => set(1, value)}
        rows={3}
        disabled={ctx.disabled}
        testId="video-words"
      />
    </div>
  );
}
