import { API_CODES, type TMenuForm, type TMenuRow } from '@kg/contracts';
import { AutoComplete, Form, Input, InputNumber, Radio, Select, Switch, TreeSelect, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navName } from '../../../app/navName';
import { FormDialog, useSaveAndClose } from '../../../components/FormDialog';
import { NAV_ICON_NAMES, NavIcon } from '../../../components/NavIcon';
import { apiCodeKey } from '../access.i18n';
import { useMenuTree, useSaveMenu } from '../menus.api';

/** null: closed; a new entry (under a parent, 0 for the top); or an entry to edit. */
export type TMenuDialogState = null | { parent: TMenuRow | null } | { row: TMenuRow };

type TKind = 'menu' | 'button' | 'link';
type TValues = Omit<TMenuForm, 'IsButton' | 'IsExternal'> & { Kind: TKind };

type TProps = { state: TMenuDialogState; onClose: () => void; onSaved: () => void };

type TTreeOption = { value: number; title: string; disabled?: boolean; children?: TTreeOption[] };

/** Parents to choose: never a button, never the entry itself or anything under it. */
function parentOptions(rows: TMenuRow[], t: TFunction, selfId?: number): TTreeOption[] {
  return rows
    .filter((r) => !r.IsButton)
    .map((r) => ({
      value: r.Id,
      title: navName(r.Name, t),
      disabled: r.Id === selfId,
      children: r.Id === selfId ? undefined : parentOptions(r.children ?? [], t, selfId),
    }));
}

/** The switches: field, label, and whether only a page has it. */
const FLAGS = [
  ['Enabled', 'access.menus.enabled', false],
  ['IsHidden', 'access.menus.hidden', false],
  ['ShowTitle', 'access.menus.showTitle', true],
  ['KeepAlive', 'access.menus.keepAlive', true],
  ['NoTabPage', 'access.menus.noTabPage', true],
  ['NoNeedHome', 'access.menus.noNeedHome', true],
] as const;

const EMPTY: TValues = {
  Kind: 'menu',
  Name: '',
  ParentId: 0,
  Path: '',
  Icon: '',
  Sort: 0,
  IsHidden: false,
  Func: null,
  ApiCode: null,
  KeepAlive: false,
  NoTabPage: false,
  NoNeedHome: false,
  ShowTitle: true,
  Enabled: true,
};

/** 新增菜单 / 编辑菜单: a menu or page, a button (with its handler) or an external link (B13). */
export function MenuFormDialog({ state, onClose, onSaved }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const kind = Form.useWatch('Kind', form) ?? 'menu';
  const icon = Form.useWatch('Icon', form);
  const tree = useMenuTree('');
  const save = useSaveMenu();
  const row = state && 'row' in state ? state.row : null;
  const parent = state && 'parent' in state ? state.parent : null;
  const saveAndClose = useSaveAndClose<TMenuForm>({
    save: async (body) => {
      await save.mutateAsync(body);
      onSaved();
    },
    editId: row?.Id ?? null,
    onClose,
  });

  useEffect(() => {
    if (!state) return;
    if (row) {
      const { children, IsBuiltIn, RoleCount, Code, Id, IsButton, IsExternal, ParentId, ...fields } = row;
      form.setFieldsValue({ ...fields, ParentId, Kind: IsButton ? 'button' : IsExternal ? 'link' : 'menu' });
    } else {
      const sort = ((parent ? parent.children : tree.data) ?? []).reduce(
        (max, r) => Math.max(max, r.Sort),
        0,
      );
      form.setFieldsValue({ ...EMPTY, ParentId: parent?.Id ?? 0, Sort: sort + 1 });
    }
  }, [state, row, parent, form, tree.data]);

  const submit = ({ Kind, ...values }: TValues) =>
    saveAndClose({
      ...values,
      Path: Kind === 'button' ? '' : (values.Path ?? '').trim(),
      Icon: (values.Icon ?? '').trim(),
      Func: Kind === 'button' ? (values.Func ?? '').trim() : null,
      ApiCode: values.ApiCode || null,
      IsButton: Kind === 'button',
      IsExternal: Kind === 'link',
    });

  const title = row
    ? t('access.menus.editTitle')
    : parent
      ? t('access.menus.addChildTitle', { name: navName(parent.Name, t) })
      : t('access.menus.addTitle');
  return (
    <FormDialog
      open={state !== null}
      title={title}
      onSubmit={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      width={680}
      testId="menu-form-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <div className="kg-form-row">
          <Form.Item name="Kind" label={t('access.menus.kind')}>
            <Radio.Group optionType="button" buttonStyle="solid" disabled={Boolean(row?.IsBuiltIn)}>
              <Radio.Button value="menu">{t('access.menus.kindMenu')}</Radio.Button>
              <Radio.Button value="button">{t('access.menus.kindButton')}</Radio.Button>
              <Radio.Button value="link">{t('access.menus.kindLink')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="ParentId" label={t('access.menus.parent')}>
            <TreeSelect
              treeData={[
                { value: 0, title: t('access.menus.parentRoot') },
                ...parentOptions(tree.data ?? [], t, row?.Id),
              ]}
              treeDefaultExpandedKeys={[row?.ParentId ?? parent?.Id ?? 0]}
              showSearch={{ treeNodeFilterProp: 'title' }}
              loading={tree.isFetching}
              data-testid="menu-form-parent"
            />
          </Form.Item>
        </div>
        <div className="kg-form-row">
          <Form.Item
            name="Name"
            label={t('access.menus.name')}
            rules={[{ required: true, whitespace: true, message: t('access.menus.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="menu-form-name" />
          </Form.Item>
          {kind === 'button' ? (
            <Form.Item
              name="Func"
              label={t('access.menus.func')}
              extra={t('access.menus.funcHint')}
              rules={[
                { required: true, whitespace: true, message: t('access.menus.funcRequired') },
                { pattern: /^[A-Za-z][A-Za-z0-9]*$/, message: t('access.menus.funcInvalid') },
              ]}
            >
              <Input
                maxLength={50}
                placeholder={t('access.menus.funcPlaceholder')}
                data-testid="menu-form-func"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="Path"
              label={t(kind === 'link' ? 'access.menus.url' : 'access.menus.path')}
              rules={
                kind === 'link'
                  ? [
                      {
                        required: true,
                        pattern: /^https?:\/\/\S+$/,
                        message: t('access.menus.externalInvalid'),
                      },
                    ]
                  : [{ pattern: /^\//, message: t('access.menus.pathInvalid') }]
              }
            >
              <Input
                maxLength={300}
                placeholder={kind === 'link' ? 'https://' : t('access.menus.pathPlaceholder')}
                data-testid="menu-form-path"
              />
            </Form.Item>
          )}
        </div>
        <div className="kg-form-row--3">
          <Form.Item
            name="Icon"
            label={t('access.menus.icon')}
            rules={[{ pattern: /^([A-Z][A-Za-z0-9]*)?$/, message: t('access.menus.iconInvalid') }]}
          >
            <AutoComplete
              allowClear
              placeholder={t('access.menus.iconPlaceholder')}
              prefix={icon ? <NavIcon name={icon} /> : undefined}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
              options={NAV_ICON_NAMES.map((name) => ({
                value: name,
                label: (
                  <span className="kg-icon-option">
                    <NavIcon name={name} /> {name}
                  </span>
                ),
              }))}
              data-testid="menu-form-icon"
            />
          </Form.Item>
          <Form.Item name="Sort" label={t('access.menus.sort')}>
            <InputNumber
              min={0}
              max={9999}
              precision={0}
              style={{ width: '100%' }}
              data-testid="menu-form-sort"
            />
          </Form.Item>
          <Form.Item name="ApiCode" label={t('access.menus.apiCode')} tooltip={t('access.menus.apiCodeHint')}>
            <Select
              allowClear
              placeholder={t('access.menus.apiCodePlaceholder')}
              popupMatchSelectWidth={280}
              options={API_CODES.map((code) => ({
                value: code,
                label: (
                  <span>
                    {t(apiCodeKey(code))} <Typography.Text type="secondary">{code}</Typography.Text>
                  </span>
                ),
              }))}
              data-testid="menu-form-api"
            />
          </Form.Item>
        </div>
        <Form.Item label={t('access.menus.flags')}>
          <div className="kg-switches">
            {FLAGS.map(([flag, label, pageOnly]) => (
              <div
                key={flag}
                className="kg-switch"
                title={flag === 'IsHidden' ? t('access.menus.hiddenHint') : undefined}
              >
                <Form.Item name={flag} valuePropName="checked" noStyle>
                  <Switch
                    id={`menu-flag-${flag}`}
                    size="small"
                    disabled={pageOnly && kind !== 'menu'}
                    data-testid={`menu-form-${flag}`}
                  />
                </Form.Item>
                <label htmlFor={`menu-flag-${flag}`}>{t(label)}</label>
              </div>
            ))}
          </div>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
