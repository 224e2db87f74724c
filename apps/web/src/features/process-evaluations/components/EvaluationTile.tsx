import '../processEvaluations.i18n';
import { CalendarOutlined, CheckOutlined, DeleteOutlined, ProfileOutlined } from '@ant-design/icons';
import type { TProcessEvaluation } from '@kg/contracts';
import { Badge, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSelectable, rangeText } from '../process.logic';

type TProps = {
  entry: TProcessEvaluation;
  selected: boolean;
  onToggle: () => void;
  /** identity 2 with the delete button granted */
  onDelete?: () => void;
  /** identity 2: opens the entry's editing screen (H12) */
  onOpen?: () => void;
};

/**
 * One entry (H05): its title and dates; 未完成 as a ribbon while Status 0, a select circle in
 * the same corner once finished (Status 1, H06); a delete icon for the class teacher.
 */
export function EvaluationTile({ entry, selected, onToggle, onDelete, onOpen }: TProps) {
  const { t } = useTranslation();
  const finished = isSelectable(entry);
  const dates = rangeText(entry);
  const tile: ReactNode = (
    <div
      className={`kg-pe-tile${selected ? ' is-selected' : ''}${onOpen ? ' is-openable' : ''}`}
      data-testid={`process-tile-${entry.Id}`}
      data-status={entry.Status}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the tile holds buttons of its own */}
      <div
        className="kg-pe-tile__body"
        role="button"
        tabIndex={onOpen ? 0 : -1}
        onClick={onOpen}
        onKeyDown={(e) => {
          if (onOpen && (e.key === 'Enter' || e.key === ' ')) onOpen();
        }}
      >
        <span className="kg-pe-tile__icon" aria-hidden>
          <ProfileOutlined />
        </span>
        <span className="kg-pe-tile__title" data-testid="process-tile-title">
          {entry.Title}
        </span>
      </div>
      {finished && (
        <button
          type="button"
          className="kg-pe-tile__select"
          aria-pressed={selected}
          aria-label={t('processEvaluations.select')}
          title={t('processEvaluations.select')}
          onClick={onToggle}
          data-testid="process-tile-select"
        >
          {selected && <CheckOutlined />}
        </button>
      )}
      <div className="kg-pe-tile__foot">
        <span
          className="kg-pe-tile__dates"
          title={entry.StartDate ? `${entry.StartDate} – ${entry.EndDate}` : undefined}
        >
          <CalendarOutlined /> {dates || t('processEvaluations.noRange')}
        </span>
        {onDelete && (
          <Tooltip title={t('processEvaluations.remove')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('processEvaluations.remove')}
              onClick={onDelete}
              data-testid="process-tile-delete"
            />
          </Tooltip>
        )}
      </div>
    </div>
  );
  return finished ? (
    tile
  ) : (
    <Badge.Ribbon
      text={<span data-testid="process-tile-badge">{t('processEvaluations.unfinished')}</span>}
      color="orange"
    >
      {tile}
    </Badge.Ribbon>
  );
}
