import '../growthConfiguration.i18n';
import { CloseOutlined, DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  EXERCISE_IMAGES_MAX,
  EXERCISE_SECTIONS_MAX,
  SECTION_STANDARD_MAX,
  SECTION_TITLE_MAX,
  SECTION_UNIT_MAX,
  type TExerciseSection,
} from '@kg/contracts';
import { App, Button, Input, Popconfirm, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../../../api/upload';
import { DisabledReason } from '../../../components/DisabledReason';
import { accepts } from '../../../components/ImageUpload';
import { ConfigImage } from './ConfigBackgroundPicker';
import { blankSection } from './ConfigRules';

type TProps = {
  value: TExerciseSection[];
  onChange: (sections: TExerciseSection[]) => void;
};

const ACCEPT = '.jpg,.jpeg,.png';

/** One section's pictures: up to three, uploaded through API.uploads.image. */
function ExerciseImages({
  images,
  onChange,
  n,
}: {
  images: TExerciseSection['imageArr'];
  onChange: (images: TExerciseSection['imageArr']) => void;
  n: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <div className="kg-exercise__images">
      {images.map((image, i) => (
        <div className="kg-exercise__image" key={image.url} data-testid={`exercise-${n}-image`}>
          <ConfigImage src={image.url} alt={t('growthConfiguration.exercise.imageAlt', { n, i: i + 1 })} />
          <button
            type="button"
            className="kg-exercise__image-remove"
            onClick={() => onChange(images.filter((_, j) => j !== i))}
            aria-label={t('growthConfiguration.exercise.removeImage')}
            title={t('growthConfiguration.exercise.removeImage')}
            data-testid={`exercise-${n}-image-remove`}
          >
            <CloseOutlined />
          </button>
        </div>
      ))}
      {images.length < EXERCISE_IMAGES_MAX && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            if (!accepts(ACCEPT, file)) {
              void message.warning(t('growthConfiguration.background.imageType'));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={async ({ file }) => {
            setUploading(true);
            try {
              const url = await uploadPhoto(file as File, {
                sizeMessage: t('growthConfiguration.background.imageSize'),
              });
              onChange([...images, { url }]);
            } catch (error) {
              void message.error((error as Error).message);
            } finally {
              setUploading(false);
            }
          }}
        >
          <button type="button" className="kg-exercise__image-add" data-testid={`exercise-${n}-upload`}>
            {uploading ? <LoadingOutlined /> : <PlusOutlined />}
            <span>
              {uploading
                ? t('growthConfiguration.background.uploading')
                : t('growthConfiguration.exercise.addImage', {
                    count: images.length,
                    max: EXERCISE_IMAGES_MAX,
                  })}
            </span>
          </button>
        </Upload>
      )}
    </div>
  );
}

/**
 * F44: the items of a physical exercise page (3 by default, up to 6): a title, up to three
 * pictures showing the exercise, the standard value and its unit.
 */
export function ExerciseSections({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const patch = (index: number, change: Partial<TExerciseSection>) =>
    onChange(value.map((section, i) => (i === index ? { ...section, ...change } : section)));

  return (
    <div className="kg-exercise" data-testid="config-exercise">
      {value.map((section, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are numbered by position (第n项)
          <section className="kg-exercise__section" key={index} data-testid={`exercise-${n}`}>
            <header className="kg-exercise__head">
              <span className="kg-exercise__badge">{n}</span>
              <span className="kg-exercise__title">
                {section.title.trim() || t('growthConfiguration.exercise.untitled', { n })}
              </span>
              {value.length > 1 && (
                <Popconfirm
                  title={t('growthConfiguration.exercise.removeConfirm', { n })}
                  okText={t('growthConfiguration.ok')}
                  cancelText={t('growthConfiguration.cancel')}
                  onConfirm={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Tooltip title={t('growthConfiguration.exercise.remove')}>
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('growthConfiguration.exercise.remove')}
                      data-testid={`exercise-${n}-remove`}
                    />
                  </Tooltip>
                </Popconfirm>
              )}
            </header>
            <div className="kg-exercise__fields">
              <label
                className="kg-exercise__field kg-exercise__field--title"
                htmlFor={`exercise-${n}-title-input`}
              >
                <span className="kg-exercise__label">{t('growthConfiguration.exercise.title')}</span>
                <Input
                  value={section.title}
                  maxLength={SECTION_TITLE_MAX}
                  placeholder={t('growthConfiguration.exercise.titlePlaceholder')}
                  onChange={(e) => patch(index, { title: e.target.value })}
                  id={`exercise-${n}-title-input`}
                  data-testid={`exercise-${n}-title`}
                />
              </label>
              <label className="kg-exercise__field" htmlFor={`exercise-${n}-standard-input`}>
                <span className="kg-exercise__label">{t('growthConfiguration.exercise.standard')}</span>
                <Input
                  value={section.standardValues}
                  maxLength={SECTION_STANDARD_MAX}
                  placeholder={t('growthConfiguration.exercise.standardPlaceholder')}
                  onChange={(e) => patch(index, { standardValues: e.target.value })}
                  id={`exercise-${n}-standard-input`}
                  data-testid={`exercise-${n}-standard`}
                />
              </label>
              <label
                className="kg-exercise__field kg-exercise__field--unit"
                htmlFor={`exercise-${n}-unit-input`}
              >
                <span className="kg-exercise__label">{t('growthConfiguration.exercise.unit')}</span>
                <Input
                  value={section.unit}
                  maxLength={SECTION_UNIT_MAX}
                  placeholder={t('growthConfiguration.exercise.unitPlaceholder')}
                  onChange={(e) => patch(index, { unit: e.target.value })}
                  id={`exercise-${n}-unit-input`}
                  data-testid={`exercise-${n}-unit`}
                />
              </label>
            </div>
            <div className="kg-exercise__label">{t('growthConfiguration.exercise.images')}</div>
            <ExerciseImages
              n={n}
              images={section.imageArr}
              onChange={(imageArr) => patch(index, { imageArr })}
            />
          </section>
        );
      })}
      <DisabledReason
        block
        reason={
          value.length >= EXERCISE_SECTIONS_MAX &&
          t('growthConfiguration.exercise.full', { max: EXERCISE_SECTIONS_MAX })
        }
      >
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          disabled={value.length >= EXERCISE_SECTIONS_MAX}
          onClick={() => onChange([...value, blankSection()])}
          className="kg-exercise__add"
          data-testid="exercise-add"
        >
          {value.length >= EXERCISE_SECTIONS_MAX
            ? t('growthConfiguration.exercise.full', { max: EXERCISE_SECTIONS_MAX })
            : t('growthConfiguration.exercise.add', { count: value.length, max: EXERCISE_SECTIONS_MAX })}
        </Button>
      </DisabledReason>
    </div>
  );
}
