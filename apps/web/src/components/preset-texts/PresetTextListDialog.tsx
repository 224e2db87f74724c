import './presetTexts.i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PRESET_EDITOR_PAGE_SIZE, PRESET_TEXTS_MAX, PresetTextType, type TPresetText } from '@kg/contracts';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PresetTextAddDialog } from './PresetTextAddDialog';
import { PresetTextItems } from './PresetTextItems';
import { type TPresetMessageType, useDeletePresetTexts, usePresetTextPage } from './presetTexts.api';

type TProps = { open: boolean; messageType: TPresetMessageType; onClose: () => void };

/**
 * 模版列表 (E44, E45, E50): every text of the type (PageSize 100); one's own can be deleted,
 * a system text answers 此条不可删除; 添加文字模板 adds one.
 */
export function PresetTextListDialog({ open, messageType, onClose }: TProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [adding, setAdding] = useState(false);
  const list = usePresetTextPage(messageType, 1, PRESET_EDITOR_PAGE_SIZE, open);
  const remove = useDeletePresetTexts();
  const own = (list.data?.data ?? []).filter((i) => i.type === PresetTextType.own).length;

  const confirmDelete = (item: TPresetText) => {
    if (item.type !== PresetTextType.own) {
      void message.warning(t('presetTexts.notDeletable'));
      return;
    }
    modal.confirm({
      title: t('common.notice'),
      content: t('presetTexts.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync([item.Id]);
          void message.success(t('presetTexts.deleted'));
        } catch {
          // Shown by the client.
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('presetTexts.listTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="close" onClick={onClose} data-testid="preset-list-close">
          {t('presetTexts.close')}
        </Button>,
      ]}
    >
      <div data-testid="preset-list-dialog">
        <div className="kg-preset-bar">
          <Typography.Text type="secondary">
            {t('presetTexts.listHint')}
            {list.data && (
              <span className="kg-preset-count" data-testid="preset-own-count">
                {t('presetTexts.ownCount', { count: own, max: PRESET_TEXTS_MAX })}
              </span>
            )}
          </Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="preset-add"
          >
            {t('presetTexts.add')}
          </Button>
        </div>
        <PresetTextItems query={list} onDelete={confirmDelete} />
      </div>
      <PresetTextAddDialog open={adding} messageType={messageType} onClose={() => setAdding(false)} />
    </Modal>
  );
}
