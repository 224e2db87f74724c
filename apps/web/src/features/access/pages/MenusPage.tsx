import '../access.i18n';
import type { TMenuRow } from '@kg/contracts';
import { App, Button, Card, Empty, Space } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { navName } from '../../../app/navName';
import { useSession } from '../../../app/useSession';
import { FilterBar } from '../../../components/list/FilterBar';
import { ResponsiveTable } from '../../../components/list/ResponsiveTable';
import { reloadNavigation } from '../access';
import '../access.css';
import { MenuFormDialog, type TMenuDialogState } from '../components/MenuFormDialog';
import { menuColumns } from '../menuColumns';
import { useDeleteMenu, useMenuTree } from '../menus.api';

const withChildren = (rows: TMenuRow[]): number[] =>
  rows.flatMap((r) => (r.children?.length ? [r.Id, ...withChildren(r.children)] : []));

/** 菜单管理 (B13): the navigation tree itself, for the platform administrator. */
export default function MenusPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const [name, setName] = useState('');
  const tree = useMenuTree(name);
  const funcs = new Set(useButtons().map((b) => b.Func));
  const [dialog, setDialog] = useState<TMenuDialogState>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const remove = useDeleteMenu();
  const rows = tree.data ?? [];

  // Groups open at first; a search opens everything it found.
  useEffect(() => {
    if (tree.data)
      setExpanded(
        name ? withChildren(tree.data) : tree.data.filter((r) => r.children?.length).map((r) => r.Id),
      );
  }, [tree.data, name]);

  const refreshMenu = () => user && void reloadNavigation(user.uID);
  const confirmDelete = (row: TMenuRow) =>
    modal.confirm({
      title: t('access.menus.deleteTitle', { name: navName(row.Name, t) }),
      content: t('access.menus.deleteContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'menu-delete-ok' },
      onOk: async () => {
        try {
          await remove.mutateAsync(row.Id);
          void message.success(t('success.delete'));
          refreshMenu();
        } catch {
          // Shown by the client.
        }
      },
    });

  const columns = menuColumns(t, {
    edit: funcs.has('handleEdit') ? (row) => setDialog({ row }) : undefined,
    addChild: funcs.has('handleAdd') ? (row) => setDialog({ parent: row }) : undefined,
    remove: funcs.has('handleDel') ? confirmDelete : undefined,
  });

  return (
    <Card className="kg-card kg-access" data-testid="page-menus">
      <div className="kg-toolbar-row">
        <NavButtons handlers={{ handleAdd: () => setDialog({ parent: null }) }} />
        <Space size={4}>
          <Button type="text" onClick={() => setExpanded(withChildren(rows))} data-testid="menus-expand">
            {t('access.menus.expandAll')}
          </Button>
          <Button type="text" onClick={() => setExpanded([])}>
            {t('access.menus.collapseAll')}
          </Button>
        </Space>
      </div>
      <FilterBar
        testId="menus-filter"
        keyword={name}
        placeholder={t('access.menus.searchPlaceholder')}
        onSearch={setName}
        onReset={() => setName('')}
        onRefresh={() => void tree.refetch()}
      />
      <ResponsiveTable<TMenuRow>
        className="kg-table"
        data-testid="menus-table"
        size="middle"
        rowKey="Id"
        columns={columns}
        dataSource={rows}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
          indentSize: 22,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(tree.isError ? 'common.loadFailed' : 'common.empty')}
            />
          ),
        }}
      />
      <MenuFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={refreshMenu} />
    </Card>
  );
}
