import '../growthTemplates.i18n';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

/** 草稿 / 已发布 / 已重置 (DECISIONS 23). */
export function TemplateStatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid={testId} data-status={status}>
      {t(`growthTemplates.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
