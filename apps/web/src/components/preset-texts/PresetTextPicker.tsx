import './presetTexts.i18n';
import { FileTextOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PRESET_PICKER_PAGE_SIZE } from '@kg/contracts';
import { App, Button, Modal, Pagination, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PresetTextItems } from './PresetTextItems';
import { PresetTextListDialog } from './PresetTextListDialog';
import { type TPresetMessageType, usePresetTextPage } from './presetTexts.api';
import { fitInsert, type TSelection } from './presetTexts.logic';
import './presetTexts.css';

export type TPresetTextPickerProps = {
  /** which texts: 成长足迹 or 主题评价默认模板 (E46) */
  messageType: TPresetMessageType;
  /** receives the chosen text, cut so the target stays within `maxLength` */
  onPick: (text: string) => void;
  /** the target's limit; the text handed to `onPick` never makes the target pass it */
  maxLength?: number;
  /** the target's current content (with `maxLength`: what room is left) */
  value?: string;
  /** where the text will go in `value` (a replaced selection counts as room); default the end */
  selection?: () => TSelection;
  disabled?: boolean;
  /** `<testId>-link`, `<testId>-dialog`; default `preset-picker` */
  testId?: string;
};

/**
 * 选取文字 (E45, E50): a small link beside a textarea opening a dialog of preset texts, five
 * a page; a click inserts one. 模版列表 opens the editor of one's own texts.
 */
export function PresetTextPicker({
  messageType,
  onPick,
  maxLength,
  value = '',
  selection,
  disabled = false,
  testId = 'preset-picker',
}: TPresetTextPickerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const list = usePresetTextPage(messageType, pageIndex, PRESET_PICKER_PAGE_SIZE, open);
  const total = list.data?.dataCount ?? 0;

  // After deletes in the editor the page shown may be past the last one.
  const lastPage = Math.max(1, Math.ceil(total / PRESET_PICKER_PAGE_SIZE));
  useEffect(() => {
    if (list.data && pageIndex > lastPage) setPageIndex(lastPage);
  }, [list.data, pageIndex, lastPage]);

  const show = () => {
    setPageIndex(1);
    setOpen(true);
  };

  const pick = (text: string) => {
    const { piece, cut } = fitInsert(value, text, { ...selection?.(), maxLength });
    if (!piece) {
      void message.warning(t('presetTexts.full'));
      return;
    }
    onPick(piece);
    if (cut) void message.warning(t('presetTexts.cut'));
    setOpen(false);
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<FileTextOutlined />}
        onClick={show}
        disabled={disabled}
        className="kg-preset-link"
        data-testid={`${testId}-link`}
      >
        {t('presetTexts.pick')}
      </Button>
      <Modal
        open={open}
        title={t('presetTexts.pickTitle')}
        onCancel={() => setOpen(false)}
        mask={{ closable: false }}
        destroyOnHidden
        width={640}
        footer={[
          <Button
            key="list"
            icon={<UnorderedListOutlined />}
            onClick={() => setEditing(true)}
            data-testid={`${testId}-manage`}
          >
            {t('presetTexts.listTitle')}
          </Button>,
          <Button key="close" onClick={() => setOpen(false)} data-testid={`${testId}-close`}>
            {t('presetTexts.close')}
          </Button>,
        ]}
      >
        <div data-testid={`${testId}-dialog`}>
          <Typography.Text type="secondary">{t('presetTexts.pickHint')}</Typography.Text>
          <PresetTextItems query={list} onPick={pick} />
          {total > PRESET_PICKER_PAGE_SIZE && (
            <Pagination
              className="kg-preset-pager"
              align="end"
              size="small"
              current={pageIndex}
              pageSize={PRESET_PICKER_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              showTotal={(n) => t('common.total', { total: n })}
              onChange={setPageIndex}
            />
          )}
        </div>
      </Modal>
      <PresetTextListDialog open={editing} messageType={messageType} onClose={() => setEditing(false)} />
    </>
  );
}
