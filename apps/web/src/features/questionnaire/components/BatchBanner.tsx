import '../questionnaire.i18n';
import { TeamOutlined } from '@ant-design/icons';
import type { TQuestionnaireInfo } from '@kg/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassProgress } from '../questionnaire.api';
import { childrenOf } from '../questionnaireInfo';

/**
 * Batch answering: the same answers go to every ticked child. Names come from the class
 * (the link carries ids only), and children who already have answers for the bank are named.
 */
export function BatchBanner({
  info,
  classId,
  cycleId,
}: {
  info: TQuestionnaireInfo;
  classId: number;
  cycleId: number;
}) {
  const { t } = useTranslation();
  const ids = childrenOf(info);
  const progress = useClassProgress(classId || undefined, cycleId);
  const byId = new Map((progress.data?.Students ?? []).map((s) => [s.Id, s]));
  const nameOf = (id: number) =>
    byId.get(id)?.Name ?? (id === info.StudentId && info.StudentName ? info.StudentName : `#${id}`);
  const answered = ids.filter((id) => byId.get(id)?.DoneCateIds.includes(info.CateId));
  return (
    <section className="kg-qn-banner" data-testid="qn-batch-banner">
      <TeamOutlined className="kg-qn-banner__icon" />
      <div className="kg-qn-banner__body">
        <p className="kg-qn-banner__title">{t('questionnaire.batchBanner', { count: ids.length })}</p>
        <div className="kg-qn-banner__names">
          {ids.map((id) => (
            <Tag key={id} color="cyan" className="kg-qn-banner__name" data-testid="qn-batch-name">
              {nameOf(id)}
            </Tag>
          ))}
        </div>
        {answered.length > 0 && (
          <p className="kg-qn-banner__note">
            {t('questionnaire.batchOverwrite', {
              names: answered.map(nameOf).join(t('common.listSeparator')),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
