import '../../meals.i18n';
import { CheckCircleFilled, ExclamationCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { isToCheck, STANDARD_SOURCES, type TStandardMark } from '@kg/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The sources a mark cites, by name. */
const sourceText = (source: string) =>
  source
    .split(/[\s；]+/)
    .filter(Boolean)
    .map((tag) => {
      const key = tag.replace(/（.*$/, '');
      return STANDARD_SOURCES[key] ? `[${key}] ${STANDARD_SOURCES[key]}` : tag;
    })
    .join('；');

/** ✅ verified; ⚠️ / ❓ flagged 待核对 with the source; ✎ the school's own figure. */
export function StandardMark({ mark, source }: { mark: TStandardMark; source: string }) {
  const { t } = useTranslation();
  const tip = `${t('meals.standards.source')}：${sourceText(source)}`;
  if (mark === 'school') return <Tag color="blue">{t('meals.standards.school')}</Tag>;
  if (isToCheck(mark))
    return (
      <Tooltip title={tip}>
        <Tag
          color={mark === 'unverified' ? 'red' : 'orange'}
          icon={mark === 'unverified' ? <QuestionCircleOutlined /> : <ExclamationCircleOutlined />}
          data-testid="standard-to-check"
        >
          {t('meals.standards.toCheck')}
        </Tag>
      </Tooltip>
    );
  return (
    <Tooltip title={tip}>
      <CheckCircleFilled className="kg-standard-ok" aria-label={t('meals.standards.verified')} />
    </Tooltip>
  );
}

/** A figure's range as the standards print it: 25~30%, ≥ 300 g/天, ≤ 2 g/天. */
export const rangeText = (low: number | null, high: number | null, unit = '') => {
  if (low === null && high === null) return '—';
  if (low === null) return `≤ ${high}${unit}`;
  if (high === null) return `≥ ${low}${unit}`;
  return low === high ? `${low}${unit}` : `${low}~${high}${unit}`;
};
