import '../growthRecords.i18n';
import { PlusOutlined } from '@ant-design/icons';
import { RATING_LEVELS, RATING_ROWS_MAX, RATING_TITLE_MAX, type TRatingAnswer } from '@kg/contracts';
import { Button, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TTextKey } from '../../../locales/resources';
import type { TEditorBaseContext, TEditorProps } from './editorTypes';

const LEVEL_KEYS: Record<number, TTextKey> = {
  1: 'growthRecords.great',
  2: 'growthRecords.good',
  3: 'growthRecords.tryHarder',
};

/**
 * Type 12 (G27, G32), and the process evaluation's table 2 (H25): a title of at most 10
 * characters and behaviours rated 真棒/较好/加油.
 */
export function RatingEditor({ answer, onChange, ctx }: TEditorProps<TRatingAnswer, TEditorBaseContext>) {
  const { t } = useTranslation();
  const setRow = (i: number, patch: Partial<TRatingAnswer['List'][number]>) =>
    onChange({ ...answer, List: answer.List.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <div className="kg-rec-editor kg-rating-editor">
      <div className="kg-rating-editor__title">
        <span className="kg-rec-text__label">{t('growthRecords.ratingTitle')}</span>
        <Input
          value={answer.title}
          maxLength={RATING_TITLE_MAX}
          showCount
          onChange={(e) => onChange({ ...answer, title: e.target.value })}
          disabled={ctx.disabled}
          data-testid="rating-title"
        />
      </div>
      <div className="kg-rating-editor__rows">
        {answer.List.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity
          <div key={i} className="kg-rating-editor__row" data-testid={`rating-row-${i}`}>
            <Input
              value={row.manifestation}
              maxLength={100}
              placeholder={t('growthRecords.ratingBehaviour')}
              onChange={(e) => setRow(i, { manifestation: e.target.value })}
              disabled={ctx.disabled}
            />
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={row.isActivite || undefined}
              onChange={(e) => setRow(i, { isActivite: e.target.value as number })}
              options={RATING_LEVELS.map((l) => ({ value: l.value, label: t(LEVEL_KEYS[l.value]!) }))}
              disabled={ctx.disabled}
            />
          </div>
        ))}
      </div>
      {answer.List.length < RATING_ROWS_MAX && !ctx.disabled && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() =>
            onChange({ ...answer, List: [...answer.List, { manifestation: '', isActivite: 0 }] })
          }
        >
          {t('growthRecords.addRow')}
        </Button>
      )}
    </div>
  );
}
