import '../evaluationReports.i18n';
import { HubState, type THubState } from '@kg/contracts';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<THubState, string> = { none: 'default', partial: 'warning', ready: 'success' };

type TProps = { state: THubState; hint: string; href: string | null; testId: string };

/** A report's state for one child (无数据 / 部分 / 已完成, with what it means) and its link. */
export function HubCell({ state, hint, href, testId }: TProps) {
  const { t } = useTranslation();
  return (
    <span className="kg-hub-cell" data-testid={testId} data-state={state}>
      <Tooltip title={hint}>
        <Tag color={COLOR[state]} bordered={false} className="kg-hub-cell__state">
          {t(`evaluationReports.state.${state}`)}
        </Tag>
      </Tooltip>
      {href && (
        <Button
          type="link"
          size="small"
          className={`kg-hub-cell__open${state === HubState.none ? ' kg-hub-cell__open--quiet' : ''}`}
          onClick={() => window.open(href, '_blank', 'noopener')}
          data-testid={`${testId}-open`}
        >
          {t('evaluationReports.open')}
        </Button>
      )}
    </span>
  );
}
