import '../meals.i18n';
import '../meals.css';
import {
  CopyOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { mondayOfWeek, REPORT_ROUTES } from '@kg/contracts';
import { Alert, App, Button, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askLeave } from '../../../api/bridges';
import { useButtons } from '../../../app/access/NavButtons';
import { schoolToday } from '../../../app/schoolDay';
import { useUnsavedChanges } from '../../../app/unsaved/UnsavedChanges';
import { useIsPhone } from '../../../components/list/useIsPhone';
import { MenuDayView, MenuGrid } from '../components/MenuGrid';
import { WeekBar } from '../components/WeekBar';
import { useDishOptions } from '../dishes.api';
import { cellKey, cellsToSave, dayTotals, dishNames, draftOf, isDirty, type TMenuDraft } from '../menuDraft';
import { useCopyLastWeek, useMenuWeek, usePublishWeek, useSaveWeek, useWithdrawWeek } from '../menus.api';
import { weekRangeLabel } from '../weekDates';

/** 带量食谱 (issue 20, M07): a week of dishes per day and meal, saved, copied, published, printed. */
export default function MenusPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const phone = useIsPhone();
  const today = schoolToday().format('YYYY-MM-DD');
  const [weekStart, setWeekStart] = useState(() => mondayOfWeek(today));
  const query = useMenuWeek(weekStart);
  const week = query.data;
  const dishes = useDishOptions();
  const options = dishes.data ?? [];
  const canEdit = useButtons().some((b) => b.Func === 'handleMenuEdit');
  const save = useSaveWeek();
  const copy = useCopyLastWeek();
  const publish = usePublishWeek();
  const withdraw = useWithdrawWeek();

  // The draft starts from what the server holds for the week, and again after every write.
  const [draft, setDraft] = useState<TMenuDraft>({});
  const stamp = week ? `${week.WeekStart}:${week.UpdatedAt}:${week.Status}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the stored week changes
  useEffect(() => {
    if (week) setDraft(draftOf(week));
  }, [stamp]);

  const dirty = week ? isDirty(week, draft) : false;
  useUnsavedChanges(dirty, () => week && setDraft(draftOf(week)));
  const published = week?.Status === 'published';
  const editable = canEdit && !published;
  const names = useMemo(() => (week ? dishNames(week, options) : new Map<number, string>()), [week, options]);
  const totals = week ? dayTotals(week, draft, options, dirty) : {};
  const range = weekRangeLabel(weekStart, i18n.language);
  const busy = save.isPending || copy.isPending || publish.isPending || withdraw.isPending;

  const goWeek = async (next: string) => {
    if (dirty && !(await askLeave())) return;
    setWeekStart(next);
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
    } catch {
      // Shown by the client.
    }
  };
  const onSave = () =>
    week &&
    run(() => save.mutateAsync({ WeekStart: weekStart, Cells: cellsToSave(week, draft) }), t('success.save'));
  const onCopy = () =>
    modal.confirm({
      title: t('meals.menus.copyTitle'),
      content: t('meals.menus.copyContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'menu-copy-ok' },
      onOk: async () => {
        try {
          const done = await copy.mutateAsync(weekStart);
          void message.success(
            done.Skipped
              ? t('meals.menus.copiedSkipped', { count: done.Count, skipped: done.Skipped })
              : t('meals.menus.copied', { count: done.Count }),
          );
        } catch {
          // Shown by the client.
        }
      },
    });
  const onPublish = () =>
    modal.confirm({
      title: t('meals.menus.publishTitle', { range }),
      content: t('meals.menus.publishContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'menu-publish-ok' },
      onOk: () => run(() => publish.mutateAsync(weekStart), t('meals.menus.publish')),
    });
  const onWithdraw = () =>
    modal.confirm({
      title: t('meals.menus.withdrawTitle', { range }),
      content: t('meals.menus.withdrawContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'menu-withdraw-ok' },
      onOk: () => run(() => withdraw.mutateAsync(weekStart), t('meals.menus.withdraw')),
    });

  const onCell = (day: string, meal: string, ids: number[]) =>
    setDraft((all) => ({ ...all, [cellKey(day, meal)]: ids }));
  const View = phone ? MenuDayView : MenuGrid;

  return (
    <Card className="kg-card kg-menus" data-testid="page-menus">
      <div className="kg-toolbar kg-menus__toolbar">
        <WeekBar
          week={week}
          weekStart={weekStart}
          today={today}
          dirty={dirty}
          onWeek={(w) => void goWeek(w)}
        />
        <Space wrap className="kg-menus__actions">
          {canEdit && !published && (
            <>
              <Button icon={<CopyOutlined />} onClick={onCopy} disabled={busy} data-testid="menu-copy">
                {t('meals.menus.copy')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                onClick={() => void onSave()}
                disabled={!dirty || busy}
                loading={save.isPending}
                data-testid="menu-save"
              >
                {t('meals.menus.save')}
              </Button>
              <Button
                icon={<SendOutlined />}
                onClick={onPublish}
                disabled={dirty || busy || !week?.Cells.length}
                title={dirty ? t('meals.menus.saveFirst') : undefined}
                data-testid="menu-publish"
              >
                {t('meals.menus.publish')}
              </Button>
            </>
          )}
          {canEdit && published && (
            <Button
              danger
              icon={<RollbackOutlined />}
              onClick={onWithdraw}
              disabled={busy}
              data-testid="menu-withdraw"
            >
              {t('meals.menus.withdraw')}
            </Button>
          )}
          {published && (
            <Button
              icon={<PrinterOutlined />}
              href={`${REPORT_ROUTES.weeklyMenu}?WeekStart=${weekStart}`}
              target="_blank"
              rel="noopener"
              data-testid="menu-print"
            >
              {t('meals.menus.print')}
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="kg-menus__intro">
        {t('meals.menus.intro')}
      </Typography.Paragraph>
      {published && canEdit && (
        <Alert type="info" showIcon title={t('meals.menus.readOnly')} className="kg-menus__alert" />
      )}
      {!canEdit && (
        <Alert type="info" showIcon title={t('meals.menus.viewOnly')} className="kg-menus__alert" />
      )}
      {editable && dishes.isSuccess && options.length === 0 && (
        <Alert type="warning" showIcon title={t('meals.menus.noDishes')} className="kg-menus__alert" />
      )}
      {week ? (
        <View
          week={week}
          draft={draft}
          names={names}
          options={options}
          totals={totals}
          editable={editable}
          onCell={onCell}
        />
      ) : (
        <Spin spinning={query.isPending}>
          <div className="kg-menus__loading" />
        </Spin>
      )}
    </Card>
  );
}
