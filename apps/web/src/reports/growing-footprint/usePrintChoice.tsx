import '../reports.i18n';
import { API, type TUnfinishedChild } from '@kg/contracts';
import { Button, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

export type TPrintChoice = 'limit' | 'all';
/** A class's booklets or one child's; TempId 0: the grade's current template. */
export type TPrintScope = { TempId: number; ClassId?: number; StudentId?: number };

/** Names listed in the question before "等". */
const NAMES_SHOWN = 8;

const unfinishedPages = (scope: TPrintScope) =>
  http.request(API.growthRecords.unfinishedPages, scope, { quiet: true });

/**
 * Issue 14 item 2: before booklets are printed, ask the server which children have records with
 * nothing finished. None: print everything without a question. Some: say how many pages of whom,
 * and let the user print the finished pages only (limit, DECISIONS 39), everything (the rest as
 * 待记录 cards) or nothing. If the check itself fails, printing goes on as it always did.
 */
export function usePrintChoice() {
  const [pending, setPending] = useState<{
    children: TUnfinishedChild[];
    resolve: (choice: TPrintChoice | null) => void;
  } | null>(null);
  const [checking, setChecking] = useState(false);

  const ask = useCallback(async (scope: TPrintScope): Promise<TPrintChoice | null> => {
    setChecking(true);
    let unfinished: TUnfinishedChild[];
    try {
      unfinished = (await unfinishedPages(scope)).Children.filter((c) => c.Unfinished > 0);
    } catch {
      return 'all';
    } finally {
      setChecking(false);
    }
    if (unfinished.length === 0) return 'all';
    return new Promise((resolve) => setPending({ children: unfinished, resolve }));
  }, []);

  const answer = (choice: TPrintChoice | null) => {
    pending?.resolve(choice);
    setPending(null);
  };
  const dialog = <PrintChoiceDialog unfinished={pending?.children ?? null} onAnswer={answer} />;
  return { ask, checking, dialog };
}

function PrintChoiceDialog({
  unfinished,
  onAnswer,
}: {
  unfinished: TUnfinishedChild[] | null;
  onAnswer: (choice: TPrintChoice | null) => void;
}) {
  const { t } = useTranslation();
  const list = unfinished ?? [];
  const pages = list.reduce((sum, c) => sum + c.Unfinished, 0);
  const names = list
    .slice(0, NAMES_SHOWN)
    .map((c) => t('reports.printChoice.child', { name: c.StudentName, pages: c.Unfinished }))
    .join(t('reports.printChoice.separator'));
  return (
    <Modal
      open={unfinished !== null}
      title={t('reports.printChoice.title')}
      onCancel={() => onAnswer(null)}
      destroyOnHidden
      data-testid="print-choice"
      footer={[
        <Button key="cancel" onClick={() => onAnswer(null)} data-testid="print-choice-cancel">
          {t('reports.printChoice.cancel')}
        </Button>,
        <Button key="all" onClick={() => onAnswer('all')} data-testid="print-choice-all">
          {t('reports.printChoice.all')}
        </Button>,
        <Button key="limit" type="primary" onClick={() => onAnswer('limit')} data-testid="print-choice-limit">
          {t('reports.printChoice.limit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="print-choice-summary">
        {t('reports.printChoice.summary', { children: list.length, pages })}
        {names}
        {list.length > NAMES_SHOWN && t('reports.printChoice.more')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('reports.printChoice.hint')}</Typography.Paragraph>
    </Modal>
  );
}
