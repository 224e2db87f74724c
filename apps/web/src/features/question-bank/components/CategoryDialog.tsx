import '../questionBank.i18n';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { BankType, type TQuestionBank } from '@kg/contracts';
import { App, Button, Empty, Modal, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId, useBanks, useDeleteBank, useSortBanks } from '../questionBank.api';
import { BankFormDialog, type TBankDialogState } from './BankFormDialog';

type TProps = { open: boolean; onClose: () => void };

/**
 * 分类管理: the banks in their order with their counts; add, rename or describe, move one
 * place (the whole order is saved), delete unless questionnaires were answered with it.
 */
export function CategoryDialog({ open, onClose }: TProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const banks = useBanks();
  const sort = useSortBanks();
  const remove = useDeleteBank();
  const [form, setForm] = useState<TBankDialogState>(null);
  const list = banks.data ?? [];
  const busy = sort.isPending || banks.isFetching;

  const move = async (bank: TQuestionBank, step: -1 | 1) => {
    try {
      await sort.mutateAsync(
        moveId(
          list.map((b) => b.Id),
          bank.Id,
          step,
        ),
      );
      void message.success(t('questionBank.categories.sorted'));
    } catch {
      // Shown by the client.
    }
  };

  const confirmDelete = (bank: TQuestionBank) =>
    modal.confirm({
      title: t('questionBank.notice'),
      content: t('questionBank.deleteConfirm'),
      okText: t('questionBank.ok'),
      cancelText: t('questionBank.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(bank.Id);
          void message.success(t('questionBank.categories.deleted'));
        } catch {
          // The client shows the server's reason (a bank with answers).
        }
      },
    });

  return (
    <Modal
      open={open}
      title={t('questionBank.categories.title')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose} data-testid="category-close">
          {t('questionBank.categories.close')}
        </Button>,
      ]}
    >
      <div className="kg-qbank-cats" data-testid="category-dialog">
        <div className="kg-qbank-cats__bar">
          <Typography.Text type="secondary">{t('questionBank.categories.intro')}</Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm('new')}
            data-testid="category-add"
          >
            {t('questionBank.categories.add')}
          </Button>
        </div>
        <Spin spinning={banks.isPending || sort.isPending}>
          {list.length === 0 && !banks.isPending ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionBank.noBanks')} />
          ) : (
            <ol className="kg-qbank-cats__list">
              {list.map((bank, index) => (
                <li key={bank.Id} className="kg-qbank-cat" data-testid={`category-row-${bank.Name}`}>
                  <span className="kg-qbank-cat__no">{index + 1}</span>
                  <div className="kg-qbank-cat__main">
                    <div className="kg-qbank-cat__head">
                      <span className="kg-qbank-cat__name">{bank.Name}</span>
                      <Tag color={bank.TypeId === BankType.nursery ? 'orange' : 'cyan'} bordered={false}>
                        {t(
                          bank.TypeId === BankType.nursery
                            ? 'questionBank.type.nursery'
                            : 'questionBank.type.kindergarten',
                        )}
                      </Tag>
                    </div>
                    {bank.Description && (
                      <Typography.Paragraph
                        type="secondary"
                        ellipsis={{ rows: 1, tooltip: bank.Description }}
                        className="kg-qbank-cat__desc"
                      >
                        {bank.Description}
                      </Typography.Paragraph>
                    )}
                    <div className="kg-qbank-cat__meta">
                      <span>{t('questionBank.categories.questions', { count: bank.QuestionCount })}</span>
                      <span>{t('questionBank.categories.answers', { count: bank.AnswerCount })}</span>
                      {bank.AnswerCount > 0 && (
                        <Tooltip
                          title={t('questionBank.categories.lockedReason', { count: bank.AnswerCount })}
                        >
                          <span className="kg-qbank-cat__locked" data-testid="category-locked">
                            <LockOutlined /> {t('questionBank.categories.locked')}
                          </span>
                        </Tooltip>
                      )}
                    </div>
                  </div>
                  <div className="kg-qbank-cat__actions">
                    <Tooltip title={t('questionBank.categories.moveUp')}>
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0 || busy}
                        onClick={() => move(bank, -1)}
                        aria-label={t('questionBank.categories.moveUp')}
                        data-testid="category-up"
                      />
                    </Tooltip>
                    <Tooltip title={t('questionBank.categories.moveDown')}>
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        disabled={index === list.length - 1 || busy}
                        onClick={() => move(bank, 1)}
                        aria-label={t('questionBank.categories.moveDown')}
                        data-testid="category-down"
                      />
                    </Tooltip>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setForm(bank)}
                      data-testid="category-edit"
                    >
                      {t('questionBank.categories.edit')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => confirmDelete(bank)}
                      data-testid="category-delete"
                    >
                      {t('questionBank.categories.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Spin>
      </div>
      <BankFormDialog state={form} onClose={() => setForm(null)} />
    </Modal>
  );
}
