import '../reports.i18n';
import { API, TERM_ADVICE_MAX, type TTermItem } from '@kg/contracts';
import { App, Button, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

/** The red item whose advice is open, and where it sits. */
export type TOpenAdvice = { domain: string; category: string; item: TTermItem };

type TProps = {
  open: TOpenAdvice | null;
  studentId: number;
  studentName: string;
  cycleId: number;
  /** the caller may adjust the advice for this child */
  editable: boolean;
  onClose: () => void;
  /** after a save: the report reloads */
  onSaved: () => void;
};

/**
 * I08: 教育建议 of a red item. A teacher may adjust it for this child (修改, ≤ 500 with a
 * counter) or go back to the library's (恢复默认); the report reloads after a save.
 */
export function AdviceDialog({ open, studentId, studentName, cycleId, editable, onClose, onSaved }: TProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const k = 'reports.termReport.advice' as const;

  useEffect(() => {
    if (!open) setDraft(null);
  }, [open]);

  const save = async (advice: string) => {
    if (!open) return;
    setSaving(true);
    try {
      await http.request(API.termReports.saveChildAdvice, {
        StudentId: studentId,
        CycleId: cycleId,
        Dimension: open.domain,
        Element: open.category,
        Point: open.item.Point,
        Advice: advice,
      });
      void message.success(t(`${k}.saved`));
      setDraft(null);
      onSaved();
    } catch {
      // the http client showed why; the draft stays
    } finally {
      setSaving(false);
    }
  };

  const footer =
    draft === null
      ? [
          editable && (
            <Button
              key="edit"
              onClick={() => setDraft(open?.item.InterveneContent ?? '')}
              data-testid="advice-edit"
            >
              {t(`${k}.edit`)}
            </Button>
          ),
          <Button key="close" type="primary" onClick={onClose}>
            {t('common.ok')}
          </Button>,
        ]
      : [
          open?.item.AdviceAdjusted && (
            <Button key="reset" onClick={() => void save('')} disabled={saving}>
              {t(`${k}.reset`)}
            </Button>
          ),
          <Button key="cancel" onClick={() => setDraft(null)} disabled={saving}>
            {t(`${k}.cancel`)}
          </Button>,
          <Button
            key="save"
            type="primary"
            loading={saving}
            disabled={!draft.trim()}
            onClick={() => void save(draft.trim())}
            data-testid="advice-save"
          >
            {t(`${k}.save`)}
          </Button>,
        ];

  return (
    <Modal
      open={open !== null}
      title={t(`${k}.title`)}
      onCancel={onClose}
      footer={footer.filter(Boolean)}
      destroyOnHidden
      data-testid="advice-dialog"
    >
      {open && (
        <div className="kg-term-advice" data-testid="advice-body">
          <p className="kg-term-advice__item">{t(`${k}.item`, { item: open.item.title })}</p>
          {open.item.AdviceAdjusted && draft === null && (
            <p className="kg-term-advice__adjusted">{t(`${k}.adjusted`, { name: studentName })}</p>
          )}
          {draft === null ? (
            <p className="kg-term-advice__text" data-testid="advice-text">
              {open.item.InterveneContent || t(`${k}.empty`)}
            </p>
          ) : (
            <Input.TextArea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={TERM_ADVICE_MAX}
              showCount
              autoSize={{ minRows: 4, maxRows: 10 }}
              data-testid="advice-input"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
