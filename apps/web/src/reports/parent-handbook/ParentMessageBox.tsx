import '../reports.i18n';
import { API, PARENT_MESSAGE_MAX, type TParentCategory } from '@kg/contracts';
import { App, Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

type TProps = {
  category: TParentCategory;
  /** the writer's place: the child and term; absent in print, in the sample and for readers */
  editing?: { studentId: number; cycleId: number; onSaved: () => void };
};

/**
 * The parents' words of a category (ParentMessage, DECISIONS 21): on screen a writer types what
 * the family said, with the 0/1000 counter, and saves it; printed, the words (or 家长未填写).
 */
export function ParentMessageBox({ category, editing }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(category.ParentMessage);
  const [saving, setSaving] = useState(false);
  const k = 'reports.parentHandbook.message' as const;
  useEffect(() => setText(category.ParentMessage), [category.ParentMessage]);
  const length = [...text].length;
  const tooLong = length > PARENT_MESSAGE_MAX;

  if (!editing)
    return (
      <div className="kg-ph-message" data-testid="parent-message">
        <div className="kg-ph-message__title">{t(`${k}.title`)}</div>
        <p className={category.ParentMessage ? 'kg-ph-message__text' : 'kg-ph-message__empty'}>
          {category.ParentMessage || t(`${k}.empty`)}
        </p>
      </div>
    );

  const save = async () => {
    setSaving(true);
    try {
      await http.request(
        API.termReports.saveParentMessage,
        {
          StudentId: editing.studentId,
          CycleId: editing.cycleId,
          CateId: category.CateId,
          Content: text.trim(),
          UpdatedAt: category.ParentMessageUpdatedAt,
        },
        { quiet: true },
      );
      void message.success(t(`${k}.saved`));
      editing.onSaved();
    } catch (error) {
      // the words stay in the box; the reason shows
      void message.error(
        error instanceof Error && error.message ? error.message : t('reports.state.failedText'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="kg-ph-message kg-ph-message--editing" data-testid="parent-message">
      <div className="kg-ph-message__title">{t(`${k}.title`)}</div>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 5, maxRows: 12 }}
        placeholder={t(`${k}.placeholder`)}
        status={tooLong ? 'error' : undefined}
        data-testid="parent-message-input"
      />
      <div className="kg-ph-message__bar">
        <span
          className={tooLong ? 'kg-ph-message__count kg-ph-message__count--over' : 'kg-ph-message__count'}
        >
          {length}/{PARENT_MESSAGE_MAX}
        </span>
        {tooLong && <span className="kg-ph-message__error">{t(`${k}.tooLong`)}</span>}
        <Button
          type="primary"
          size="small"
          loading={saving}
          disabled={tooLong || text === category.ParentMessage}
          onClick={() => void save()}
          data-testid="parent-message-save"
        >
          {t(`${k}.save`)}
        </Button>
      </div>
    </div>
  );
}
