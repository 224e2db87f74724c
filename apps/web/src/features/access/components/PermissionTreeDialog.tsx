import '../access.i18n';
import type { TPermissionTreeNode, TRoleRow } from '@kg/contracts';
import { Alert, App, Button, Empty, Modal, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { TFunction } from 'i18next';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navName } from '../../../app/navName';
import { NavIcon } from '../../../components/NavIcon';
import { checkState, indexTree, toggle } from '../permissionTree';
import { useAssignPermissions, useGrantedIds, usePermissionTree } from '../roles.api';

type TProps = {
  role: TRoleRow | null;
  readOnly: boolean;
  onClose: () => void;
  /** after saving (the caller's own menu may have changed) */
  onSaved: () => void;
};

function toData(node: TPermissionTreeNode, t: TFunction, readOnly: boolean): DataNode {
  const external = /^https?:\/\//.test(node.path);
  return {
    key: node.value,
    disableCheckbox: readOnly || node.disabled,
    title: (
      <span className="kg-perm-node" data-testid={`perm-node-${node.value}`}>
        {!node.isbtn && node.icon && <NavIcon name={node.icon} />}
        <span>{navName(node.label, t)}</span>
        {node.isbtn && <Tag color="orange">{t('access.roles.tagButton')}</Tag>}
        {node.ishide && <Tag>{t('access.roles.tagHidden')}</Tag>}
        {external && <Tag color="blue">{t('access.roles.tagLink')}</Tag>}
      </span>
    ),
    children: node.children.map((c) => toData(c, t, readOnly)),
  };
}

/**
 * 分配权限: the navigation tree with checkboxes (menus, pages, buttons). A parent shows
 * half-checked when only part of it is granted; read-only for the platform's roles.
 */
export function PermissionTreeDialog({ role, readOnly, onClose, onSaved }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tree = usePermissionTree(role !== null);
  const granted = useGrantedIds(role?.Id ?? null);
  const assign = useAssignPermissions();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const index = useMemo(() => (tree.data ? indexTree(tree.data) : null), [tree.data]);
  const data = useMemo(
    () => (tree.data ? tree.data.children.map((n) => toData(n, t, readOnly)) : []),
    [tree.data, t, readOnly],
  );

  useEffect(() => {
    if (granted.data) setPicked(new Set(granted.data.PermissionIds));
  }, [granted.data]);
  // The menu groups open at first; their pages' buttons one click away.
  useEffect(() => {
    if (tree.data && role)
      setExpanded(tree.data.children.filter((n) => n.children.length > 0).map((n) => n.value));
  }, [tree.data, role]);

  const state = index ? checkState(picked, index) : { checked: [], halfChecked: [] };
  const save = async () => {
    if (!role) return;
    try {
      await assign.mutateAsync({ RoleId: role.Id, PermissionIds: [...picked] });
      void message.success(t('success.save'));
      onSaved();
      onClose();
    } catch {
      // Shown by the client; the ticks stay.
    }
  };
  const loading = tree.isPending || granted.isPending;
  const title = role
    ? t(readOnly ? 'access.roles.viewTitle' : 'access.roles.assignTitle', { name: navName(role.Name, t) })
    : '';

  return (
    <Modal
      open={role !== null}
      title={title}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={620}
      footer={
        readOnly ? (
          <Button onClick={onClose}>{t('common.ok')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={assign.isPending}
              onClick={save}
              disabled={loading}
              data-testid="permission-tree-submit"
            >
              {t('common.submit')}
            </Button>
          </Space>
        )
      }
    >
      <div data-testid="permission-tree-dialog">
        <Alert
          className="kg-dialog-alert"
          type={readOnly ? 'warning' : 'info'}
          showIcon
          title={t(
            role?.IsSuper
              ? 'access.roles.superHint'
              : readOnly
                ? 'access.roles.readonlyHint'
                : 'access.roles.treeHint',
          )}
        />
        <div className="kg-perm-toolbar">
          <Typography.Text type="secondary">
            {t('access.roles.checkedCount', { count: picked.size })}
          </Typography.Text>
          <Space size={4}>
            <Button size="small" type="text" onClick={() => index && setExpanded(index.ids)}>
              {t('access.roles.expandAll')}
            </Button>
            <Button size="small" type="text" onClick={() => setExpanded([])}>
              {t('access.roles.collapseAll')}
            </Button>
          </Space>
        </div>
        <Spin spinning={loading}>
          <div className={`kg-perm-tree${readOnly ? ' kg-perm-tree--readonly' : ''}`}>
            {data.length === 0 && !loading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Tree
                checkable
                checkStrictly
                selectable={false}
                blockNode
                treeData={data}
                expandedKeys={expanded}
                onExpand={setExpanded}
                checkedKeys={state}
                onCheck={(_, info) => {
                  if (!readOnly && index)
                    setPicked((p) => toggle(p, index, Number(info.node.key), info.checked));
                }}
              />
            )}
          </div>
        </Spin>
      </div>
    </Modal>
  );
}
