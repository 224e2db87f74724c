import '../childPhotos.i18n';
import { CheckOutlined } from '@ant-design/icons';
import { CHILD_PHOTO_DIMENSIONS, type TChildPhotoChild } from '@kg/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChildAvatar } from '../../questionnaire/components/ChildAvatar';
import { dimensionKey } from './dimensionText';

/**
 * The children in a photo as faces to tap (a teacher knows faces before names): several may be
 * chosen; 全选 and 清空 for a group photo.
 */
export function ChildChooser({
  kids,
  value,
  onChange,
  testId,
}: {
  kids: readonly TChildPhotoChild[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <div className="kg-cp-chooser" data-testid={testId}>
      <div className="kg-cp-chooser__bar">
        <span className="kg-cp-field__label">{t('childPhotos.childrenInPhoto')}</span>
        <span className="kg-muted kg-cp-chooser__count">
          {t('childPhotos.chosenCount', { count: value.length })}
        </span>
        <Button size="small" type="link" onClick={() => onChange(kids.map((c) => c.StudentId))}>
          {t('childPhotos.chooseAll')}
        </Button>
        <Button size="small" type="link" onClick={() => onChange([])} disabled={value.length === 0}>
          {t('childPhotos.chooseNone')}
        </Button>
      </div>
      <div className="kg-cp-faces">
        {kids.map((c) => {
          const on = value.includes(c.StudentId);
          return (
            <button
              key={c.StudentId}
              type="button"
              className={`kg-cp-face${on ? ' is-on' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(c.StudentId)}
              data-testid={`${testId}-${c.StudentId}`}
            >
              <span className="kg-cp-face__avatar">
                <ChildAvatar
                  name={c.StudentName}
                  photo={c.Photo || null}
                  gender={c.Gender === '女' ? 2 : 1}
                  size={40}
                />
                {on && (
                  <span className="kg-cp-face__tick">
                    <CheckOutlined />
                  </span>
                )}
              </span>
              <span className="kg-cp-face__name">{c.StudentName}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The seven dimensions (未分类 first) as one choice. */
export function DimensionChooser({
  value,
  onChange,
  testId,
}: {
  value: number;
  onChange: (dimension: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="kg-cp-field">
      <span className="kg-cp-field__label">{t('childPhotos.dimension')}</span>
      <div className="kg-cp-dims" data-testid={testId}>
        {CHILD_PHOTO_DIMENSIONS.map((d) => (
          <button
            key={d.Id}
            type="button"
            aria-pressed={value === d.Id}
            className={`kg-cp-dim kg-cp-dim--${d.Id}${value === d.Id ? ' is-on' : ''}`}
            onClick={() => onChange(d.Id)}
            data-testid={`${testId}-${d.Id}`}
          >
            {t(dimensionKey(d.Id))}
          </button>
        ))}
      </div>
    </div>
  );
}
