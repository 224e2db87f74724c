import './presetTexts.i18n';
import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { PresetTextType, type TPage, type TPresetText } from '@kg/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result, Spin, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = {
  query: UseQueryResult<TPage<TPresetText>>;
  /** the picker: a click on a text chooses it */
  onPick?: (text: string) => void;
  /** the editor: each text has a delete button */
  onDelete?: (item: TPresetText) => void;
};

/** The texts of a preset list (E51): system ones carry a lock tag; empty: 暂无文字模板. */
export function PresetTextItems({ query, onPick, onDelete }: TProps) {
  const { t } = useTranslation();
  const items = query.data?.data ?? [];
  if (query.isError && !query.data)
    return (
      <Result
        status="warning"
        title={t('presetTexts.loadFailed')}
        extra={<Button onClick={() => query.refetch()}>{t('presetTexts.retry')}</Button>}
      />
    );
  return (
    <Spin spinning={query.isFetching}>
      {items.length === 0 ? (
        <Empty
          className="kg-preset-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={query.isPending ? ' ' : t('presetTexts.empty')}
          data-testid="preset-empty"
        />
      ) : (
        <ul className="kg-preset-items">
          {items.map((item) => {
            const system = item.type !== PresetTextType.own;
            const tag = system && (
              <Tooltip title={t('presetTexts.systemTip')}>
                <Tag icon={<LockOutlined />} variant="filled" data-testid="preset-system">
                  {t('presetTexts.system')}
                </Tag>
              </Tooltip>
            );
            return (
              <li key={item.Id} className="kg-preset-item" data-testid="preset-item">
                {onPick ? (
                  <button
                    type="button"
                    className="kg-preset-item__pick"
                    onClick={() => onPick(item.GrowthMessageText)}
                  >
                    <span className="kg-preset-item__text">{item.GrowthMessageText}</span>
                    {tag}
                  </button>
                ) : (
                  <>
                    <span className="kg-preset-item__text">{item.GrowthMessageText}</span>
                    {tag}
                  </>
                )}
                {onDelete && (
                  <Tooltip title={t('presetTexts.delete')}>
                    <Button
                      type="text"
                      danger={!system}
                      icon={<DeleteOutlined />}
                      onClick={() => onDelete(item)}
                      aria-label={t('presetTexts.delete')}
                      data-testid="preset-delete"
                    />
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
}
