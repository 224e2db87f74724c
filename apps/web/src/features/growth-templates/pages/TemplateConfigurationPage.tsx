import '../growthTemplates.i18n';
import { ReloadOutlined } from '@ant-design/icons';
import type { TGrowthModule, TTemplateInfo } from '@kg/contracts';
import { Alert, App, Button, Card, Empty, Result, Skeleton } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/useSession';
import { ClearDialog } from '../components/ClearDialog';
import { CoverDialog } from '../components/CoverDialog';
import { ModuleCard, type TModuleHandlers } from '../components/ModuleCard';
import { ModuleFormDialog, type TModuleDialogState } from '../components/ModuleFormDialog';
import { ModulePreviewDialog } from '../components/ModulePreviewDialog';
import { ModuleSortableList } from '../components/ModuleSortableList';
import { ResetDialog } from '../components/ResetDialog';
import { TemplateHeader } from '../components/TemplateHeader';
import {
  useDeleteModule,
  useOpenClose,
  usePublishTemplate,
  useSortModules,
  useTemplateDetail,
} from '../growthTemplates.api';
import {
  canResetTemplate,
  configurationHref,
  detailHref,
  LIST_PATH,
  readTemplateInfo,
  sortPayload,
  splitModules,
  staticHref,
} from '../growthTemplates.logic';
import '../growthTemplates.css';

/**
 * 模板配置 (/templateConfiguration?info=…, screens 7 and 8, F01-F35): the template's modules in
 * a fixed front list, a draggable middle list and a fixed end list, with the per-module actions;
 * in clear mode (info.Clear 1) only 清除数据 per module.
 */
export default function TemplateConfigurationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const info = useMemo(() => readTemplateInfo(location.search), [location.search]);

  if (!info)
    return (
      <Card className="kg-card" data-testid="page-template-configuration">
        <Result
          status="warning"
          title={t('growthTemplates.detail.badInfo')}
          extra={
            <Button type="primary" onClick={() => navigate(LIST_PATH)}>
              {t('growthTemplates.detail.back')}
            </Button>
          }
        />
      </Card>
    );
  return <TemplateDetail key={info.id} info={info} />;
}

function TemplateDetail({ info }: { info: TTemplateInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { user } = useSession();
  const detail = useTemplateDetail(info.id);
  const sort = useSortModules();
  const openClose = useOpenClose();
  const remove = useDeleteModule();
  const publish = usePublishTemplate();
  const [form, setForm] = useState<TModuleDialogState>(null);
  const [cover, setCover] = useState<TGrowthModule | null>(null);
  const [preview, setPreview] = useState<TGrowthModule | null>(null);
  const [clearing, setClearing] = useState<TGrowthModule | null>(null);
  const [resetting, setResetting] = useState(false);
  /** the middle list as dropped, until the server has it (F05) */
  const [dropped, setDropped] = useState<number[] | null>(null);

  const template = detail.data?.Template;
  const modules = detail.data?.List ?? [];
  const lists = useMemo(() => splitModules(modules), [modules]);
  const middle = useMemo(() => {
    if (!dropped) return lists.middle;
    const byId = new Map(lists.middle.map((m) => [m.Id, m]));
    const ordered = dropped.map((id) => byId.get(id)).filter((m): m is TGrowthModule => Boolean(m));
    return ordered.length === lists.middle.length ? ordered : lists.middle;
  }, [dropped, lists.middle]);
  const clearMode = info.Clear === 1;

  const confirm = (content: string, onOk: () => Promise<void>, danger = false) =>
    modal.confirm({
      title: t('common.notice'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: danger ? { danger: true } : undefined,
      onOk: () => onOk().catch(() => undefined),
    });

  const handlers: TModuleHandlers = {
    edit: (module) => setForm({ module }),
    configure: (module) => navigate(configurationHref(module, info.id)),
    preview: setPreview,
    cover: setCover,
    statistics: (module) => navigate(staticHref(module, info, template?.CycleId ?? info.CycleId)),
    clear: setClearing,
    // F10, F11
    toggle: (module) => {
      const status = module.Status === 1 ? 0 : 1;
      confirm(
        t(status === 0 ? 'growthTemplates.module.closeConfirm' : 'growthTemplates.module.openConfirm'),
        async () => {
          await openClose.mutateAsync({ id: module.Id, status });
          void message.success(t('success.operate'));
        },
      );
    },
    // F28
    delete: (module) =>
      confirm(
        t('growthTemplates.module.deleteConfirm'),
        async () => {
          await remove.mutateAsync(module.Id);
          void message.success(t('success.delete'));
        },
        true,
      ),
  };

  // F04, F05: one request per drop; a refusal puts the list back as it was.
  const reorder = (ids: number[]) => {
    setDropped(ids);
    sort
      .mutateAsync(sortPayload(ids))
      .then(() => void message.success(t('success.operate')))
      .catch(() => undefined)
      .finally(() => setDropped(null));
  };

  const openAll = async () => {
    try {
      await openClose.mutateAsync({ tempId: info.id, status: 1 });
      void message.success(t('success.operate'));
    } catch {
      // shown by the client
    }
  };

  const confirmPublish = () => {
    if (!template) return;
    const publishing = template.Status !== 1;
    confirm(
      t(publishing ? 'growthTemplates.publishConfirm' : 'growthTemplates.unpublishConfirm'),
      async () => {
        await publish.mutateAsync({ id: template.id, status: publishing ? 1 : 0 });
        void message.success(t('success.operate'));
      },
    );
  };

  if (detail.isError && !template)
    return (
      <Card className="kg-card" data-testid="page-template-configuration">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('growthTemplates.detail.loadFailed')}>
          <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        </Empty>
      </Card>
    );

  if (!template)
    return (
      <Card className="kg-card" data-testid="page-template-configuration">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const openCount = modules.filter((m) => m.Status === 1).length;
  const position = (offset: number) => offset + 1;
  const staticCard = (module: TGrowthModule, index: number) => (
    <ModuleCard
      key={module.Id}
      module={module}
      position={position(index)}
      clearMode={clearMode}
      handlers={handlers}
    />
  );

  return (
    <div className="kg-gt-detail" data-testid="page-template-configuration" data-clear={clearMode ? 1 : 0}>
      <Card className="kg-card kg-gt-detail__head">
        <TemplateHeader
          template={template}
          moduleCount={modules.length}
          openCount={openCount}
          clearMode={clearMode}
          canReset={canResetTemplate(user?.ParentId, template.ParentId)}
          busy={openClose.isPending}
          onBack={() => navigate(LIST_PATH)}
          onAdd={() => setForm({})}
          onOpenAll={() => void openAll()}
          onReset={() => setResetting(true)}
          onPublish={confirmPublish}
          onLeaveClearMode={() => navigate(detailHref({ ...info, Clear: 0 }))}
        />
        {clearMode && (
          <Alert
            className="kg-gt-clear-banner"
            type="error"
            showIcon
            title={t('growthTemplates.detail.clearMode')}
            description={t('growthTemplates.detail.clearModeHint')}
            data-testid="clear-mode-banner"
          />
        )}
      </Card>

      <Card className="kg-card kg-gt-lists" loading={false}>
        <ModuleSection
          title={t('growthTemplates.detail.front')}
          hint={t('growthTemplates.detail.frontHint')}
          testId="modules-front"
        >
          {lists.front.map((m, i) => staticCard(m, i))}
        </ModuleSection>
        <ModuleSection
          title={t('growthTemplates.detail.middle')}
          hint={clearMode ? undefined : t('growthTemplates.detail.middleHint')}
          testId="modules-middle"
          draggable={!clearMode}
        >
          {middle.length ? (
            <ModuleSortableList
              modules={middle}
              firstPosition={position(lists.front.length)}
              clearMode={clearMode}
              disabled={clearMode || sort.isPending}
              handlers={handlers}
              onReorder={reorder}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('growthTemplates.detail.emptyMiddle')}
            />
          )}
        </ModuleSection>
        <ModuleSection
          title={t('growthTemplates.detail.end')}
          hint={t('growthTemplates.detail.endHint')}
          testId="modules-end"
        >
          {lists.end.map((m, i) => staticCard(m, lists.front.length + middle.length + i))}
        </ModuleSection>
      </Card>

      <ModuleFormDialog
        state={form}
        template={template}
        moduleCount={modules.length}
        onClose={() => setForm(null)}
        onRefused={setForm}
      />
      <CoverDialog module={cover} onClose={() => setCover(null)} />
      <ModulePreviewDialog module={preview} onClose={() => setPreview(null)} />
      <ClearDialog module={clearing} onClose={() => setClearing(null)} />
      <ResetDialog templateId={template.id} open={resetting} onClose={() => setResetting(false)} />
    </div>
  );
}

function ModuleSection({
  title,
  hint,
  testId,
  draggable,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  draggable?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`kg-gt-section${draggable ? ' kg-gt-section--draggable' : ''}`} data-testid={testId}>
      <header className="kg-gt-section__head">
        <h3>{title}</h3>
        {hint && <span className="kg-gt-muted">{hint}</span>}
      </header>
      <div className="kg-gt-section__list">{children}</div>
    </section>
  );
}
