import '../processEvaluations.i18n';
import {
  CheckCircleFilled,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { type TProcessPageItem, thumbnailPath } from '@kg/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/DisabledReason';
import { processMessage } from '../processEdit.api';
import { cardActions, illustrationOf, showsBadge } from '../processEdit.logic';
import { PageIllustration } from './PageIllustration';

type TProps = {
  item: TProcessPageItem;
  /** the page's number in the entry, from 1 */
  position: number;
  /** 开启/关闭 under way for this card */
  toggling: boolean;
  /** identity 2 (H12): the buttons; others see the cards only */
  canWrite: boolean;
  onToggle: (open: boolean) => void;
  onEdit: () => void;
};

/**
 * One page item (H14-H16): its first photo or its default picture with its name, grey while
 * closed, 未完成 while not written (never on the back cover); 开启 or 关闭, and 编辑 (disabled
 * with the reason while closed); the back cover has no buttons.
 */
export function PageCard({ item, position, toggling, canWrite, onToggle, onEdit }: TProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const actions = cardActions(item);
  const closed = item.Status !== 1;
  const badge = showsBadge(item);
  return (
    <article
      className={`kg-pe-card${closed ? ' is-closed' : ''}`}
      data-testid={`process-page-${item.Id}`}
      data-type={item.Type}
      data-status={item.Status}
      data-finish={item.IsFinish}
      aria-label={item.Name}
    >
      <div className="kg-pe-card__picture">
        {item.Img && !broken ? (
          <img
            src={thumbnailPath(item.Img, 480)}
            alt={item.Name}
            loading="lazy"
            onError={() => setBroken(true)}
            data-testid="process-page-photo"
          />
        ) : (
          <PageIllustration kind={illustrationOf(item)} name={item.Name} />
        )}
        {badge && (
          <span className="kg-pe-card__badge" data-testid="process-page-badge">
            {t('processEvaluations.unfinished')}
          </span>
        )}
        {closed && (
          <span className="kg-pe-card__closed" data-testid="process-page-closed">
            <EyeInvisibleOutlined /> {t('processEvaluations.edit.closed')}
          </span>
        )}
      </div>
      <div className="kg-pe-card__info">
        <span className="kg-pe-card__no">{position}</span>
        <span className="kg-pe-card__name" data-testid="process-page-name">
          {item.Name}
        </span>
        {item.MediaCount > 0 && (
          <span className="kg-pe-card__meta">
            {t('processEvaluations.edit.mediaCount', { count: item.MediaCount })}
          </span>
        )}
        {!badge && !closed && (
          <CheckCircleFilled className="kg-pe-card__done" aria-label={t('processEvaluations.edit.written')} />
        )}
      </div>
      {actions.toggle === null ? (
        <div className="kg-pe-card__fixed kg-muted">
          <LockOutlined /> {t('processEvaluations.edit.fixedPage')}
        </div>
      ) : (
        canWrite && (
          <div className="kg-pe-card__actions">
            <Button
              icon={actions.toggle === 'open' ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              loading={toggling}
              onClick={() => onToggle(actions.toggle === 'open')}
              data-testid={actions.toggle === 'open' ? 'process-page-open' : 'process-page-close'}
            >
              {t(
                actions.toggle === 'open' ? 'processEvaluations.edit.open' : 'processEvaluations.edit.close',
              )}
            </Button>
            <DisabledReason reason={actions.edit === 'disabled' && processMessage('pageClosed')}>
              <Button
                type={actions.edit === 'enabled' ? 'primary' : 'default'}
                ghost={actions.edit === 'enabled'}
                icon={<EditOutlined />}
                disabled={actions.edit !== 'enabled'}
                onClick={onEdit}
                data-testid="process-page-edit"
              >
                {t('processEvaluations.edit.edit')}
              </Button>
            </DisabledReason>
          </div>
        )
      )}
    </article>
  );
}
