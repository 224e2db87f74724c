import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TOptions = {
  /** deletes the ticked rows; rejects (after the client's toast) when the server refuses */
  remove: (ids: number[]) => Promise<unknown>;
  /** shown when 删除 is pressed with nothing ticked */
  nothingSelected: string;
};

const DELETE_CONFIRM = '是否确认 删除？';

/**
 * A list's delete in its toolbar: tick rows, press the (danger) delete button, confirm
 * 是否确认 删除？ (SPEC §5), then 删除成功 and the selection clears.
 */
export function useSelectionDelete({ remove, nothingSelected }: TOptions) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);

  const confirm = () => {
    if (selected.length === 0) {
      void message.warning(nothingSelected);
      return;
    }
    modal.confirm({
      title: t('common.notice'),
      content: t('common.deleteConfirm', { defaultValue: DELETE_CONFIRM }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(selected);
          setSelected([]);
          void message.success(t('success.delete'));
        } catch {
          // Shown by the client; the selection stays so the user can adjust it.
        }
      },
    });
  };

  return {
    confirm,
    rowSelection: {
      selectedRowKeys: selected,
      onChange: (keys: React.Key[]) => setSelected(keys.map(Number)),
    },
  };
}
