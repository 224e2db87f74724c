import '../growthTemplates.i18n';
import {
  BarChartOutlined,
  ClearOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HolderOutlined,
  PictureOutlined,
  PoweroffOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { TGrowthModule } from '@kg/contracts';
import { Button, Tag } from 'antd';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTextKey } from '../../../locales/resources';
import { moduleActions, type TModuleAction } from '../growthTemplates.logic';
import { ModuleThumb } from './ModuleThumb';

export type TModuleHandlers = Partial<Record<TModuleAction, (module: TGrowthModule) => void>>;

/** What dnd-kit hands the drag handle of a sortable card. */
export type TDragHandle = {
  ref: Ref<HTMLButtonElement>;
  props: HTMLAttributes<HTMLButtonElement>;
};

type TProps = {
  module: TGrowthModule;
  /** 1-based position in the whole template */
  position: number;
  clearMode: boolean;
  handlers: TModuleHandlers;
  /** present for the middle list's cards */
  handle?: TDragHandle;
  dragging?: boolean;
  nodeRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
};

const ICONS: Record<TModuleAction, React.ReactNode> = {
  configure: <SettingOutlined />,
  edit: <EditOutlined />,
  preview: <EyeOutlined />,
  cover: <PictureOutlined />,
  statistics: <BarChartOutlined />,
  toggle: <PoweroffOutlined />,
  delete: <DeleteOutlined />,
  clear: <ClearOutlined />,
};

const LABELS: Record<Exclude<TModuleAction, 'toggle'>, TTextKey> = {
  configure: 'growthTemplates.module.configure',
  edit: 'growthTemplates.module.edit',
  preview: 'growthTemplates.module.preview',
  cover: 'growthTemplates.module.cover',
  statistics: 'growthTemplates.module.statistics',
  delete: 'growthTemplates.module.delete',
  clear: 'growthTemplates.module.clear',
};

/**
 * One module of the template detail (F06-F09, F14, F26): order, background, title, type,
 * operator, month or term, open/closed, and the actions its type allows.
 */
export function ModuleCard({
  module,
  position,
  clearMode,
  handlers,
  handle,
  dragging,
  nodeRef,
  style,
}: TProps) {
  const { t } = useTranslation();
  const open = module.Status === 1;
  const actions = moduleActions(module.TypeNum, clearMode);
  const typeName = t(`growthTemplates.types.${module.TypeNum}`, { defaultValue: module.Type });
  const operator = t(`growthTemplates.operators.${module.OperatorValue}`, { defaultValue: module.Operator });
  const id = module.Id;

  return (
    <div
      ref={nodeRef}
      style={style}
      className={`kg-gt-module${open ? '' : ' kg-gt-module--closed'}${dragging ? ' kg-gt-module--dragging' : ''}`}
      data-testid={`module-${id}`}
      data-type={module.TypeNum}
      data-status={module.Status}
    >
      <div className="kg-gt-module__lead">
        {handle ? (
          <button
            type="button"
            ref={handle.ref}
            className="kg-gt-module__handle"
            title={t('growthTemplates.detail.dragHandle')}
            aria-label={`${t('growthTemplates.detail.dragHandle')}: ${module.Title}`}
            data-testid={`module-${id}-handle`}
            {...handle.props}
          >
            <HolderOutlined />
          </button>
        ) : (
          <span className="kg-gt-module__handle kg-gt-module__handle--fixed" aria-hidden />
        )}
        <span className="kg-gt-module__order" data-testid={`module-${id}-order`}>
          {position}
        </span>
        <ModuleThumb src={module.BackCoverImg} alt={module.Title} />
      </div>
      <div className="kg-gt-module__body">
        <div className="kg-gt-module__title">
          <span className="kg-gt-module__name" data-testid={`module-${id}-title`}>
            {module.Title}
          </span>
          <Tag bordered={false} color="cyan" data-testid={`module-${id}-type`}>
            {typeName}
          </Tag>
        </div>
        <div className="kg-gt-module__meta">
          <span>{t('growthTemplates.module.operator', { name: operator })}</span>
          {module.TypeNum === 5 && (
            <span data-testid={`module-${id}-time`}>
              {t('growthTemplates.module.month', { month: module.TimeCopy || '—' })}
            </span>
          )}
          {module.TypeNum === 4 && (
            <span data-testid={`module-${id}-cycle`}>
              {t('growthTemplates.module.cycle', { cycle: module.CycleName || '—' })}
            </span>
          )}
          {clearMode && (
            <span className={module.RecordCount ? 'kg-gt-module__records' : ''}>
              {module.RecordCount
                ? t('growthTemplates.module.records', { count: module.RecordCount })
                : t('growthTemplates.module.noRecords')}
            </span>
          )}
        </div>
      </div>
      <div className="kg-gt-module__status">
        <Tag color={open ? 'success' : 'default'} data-testid={`module-${id}-status`}>
          {t(open ? 'growthTemplates.module.open' : 'growthTemplates.module.closed')}
        </Tag>
      </div>
      <div className="kg-gt-module__actions">
        {actions.map((action) => {
          const label =
            action === 'toggle'
              ? t(open ? 'growthTemplates.module.close' : 'growthTemplates.module.openAction')
              : t(LABELS[action]);
          return (
            <Button
              key={action}
              size="small"
              type={action === 'configure' || action === 'clear' ? 'primary' : 'text'}
              ghost={action === 'configure'}
              danger={action === 'delete' || action === 'clear'}
              icon={ICONS[action]}
              onClick={() => handlers[action]?.(module)}
              data-testid={`module-${id}-${action}`}
            >
              {label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
