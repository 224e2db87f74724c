import '../growthTemplates.i18n';
import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  PlusOutlined,
  RollbackOutlined,
  ThunderboltOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { TGrowthTemplate } from '@kg/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/DisabledReason';
import { TemplateStatusTag } from './TemplateStatusTag';

type TProps = {
  template: TGrowthTemplate;
  moduleCount: number;
  openCount: number;
  clearMode: boolean;
  /** F17 */
  canReset: boolean;
  busy: boolean;
  onBack: () => void;
  onAdd: () => void;
  onOpenAll: () => void;
  onReset: () => void;
  onPublish: () => void;
  onLeaveClearMode: () => void;
};

/** The template detail's header: grade, study year, term, status, counts and the template's actions. */
export function TemplateHeader(p: TProps) {
  const { t } = useTranslation();
  const { template } = p;
  const published = template.Status === 1;
  const term = template.CycleId ? template.CycleName : t('growthTemplates.wholeYear');

  return (
    <div className="kg-gt-head" data-testid="template-header">
      <div className="kg-gt-head__main">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={p.onBack} data-testid="template-back">
          {t('growthTemplates.detail.back')}
        </Button>
        <div className="kg-gt-head__title">
          <h2 data-testid="template-heading">
            {t('growthTemplates.detail.heading', { grade: template.GradeName })}
          </h2>
          <div className="kg-gt-head__tags">
            <Tag bordered={false} data-testid="template-year">
              {template.StudyYearName}
            </Tag>
            <Tag bordered={false} color="blue" data-testid="template-term">
              {term}
            </Tag>
            <TemplateStatusTag status={template.Status} testId="template-status" />
          </div>
        </div>
        <dl className="kg-gt-head__stats">
          <div>
            <dt>{t('growthTemplates.detail.moduleCount')}</dt>
            <dd data-testid="template-module-count">{p.moduleCount}</dd>
          </div>
          <div>
            <dt>{t('growthTemplates.detail.openCount')}</dt>
            <dd data-testid="template-open-count">{p.openCount}</dd>
          </div>
          <div>
            <dt>{t('growthTemplates.detail.recordCount')}</dt>
            <dd data-testid="template-record-count">{template.RecordCount}</dd>
          </div>
        </dl>
      </div>
      <div className="kg-gt-head__actions">
        {p.clearMode ? (
          <Button icon={<RollbackOutlined />} onClick={p.onLeaveClearMode} data-testid="template-leave-clear">
            {t('growthTemplates.detail.leaveClearMode')}
          </Button>
        ) : (
          <>
            <DisabledReason
              reason={published && t('growthTemplates.detail.publishedHint')}
              testId="template-add-module-reason"
            >
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={published}
                onClick={p.onAdd}
                data-testid="template-add-module"
              >
                {t('growthTemplates.detail.addModule')}
              </Button>
            </DisabledReason>
            <Button
              icon={<ThunderboltOutlined />}
              onClick={p.onOpenAll}
              disabled={p.busy}
              data-testid="template-open-all"
            >
              {t('growthTemplates.detail.openAll')}
            </Button>
            {p.canReset && (
              <Button icon={<UndoOutlined />} onClick={p.onReset} data-testid="template-reset">
                {t('growthTemplates.detail.reset')}
              </Button>
            )}
            <Button
              icon={<CheckCircleOutlined />}
              type={published ? 'default' : 'primary'}
              ghost={!published}
              onClick={p.onPublish}
              data-testid="template-publish"
            >
              {t(published ? 'growthTemplates.detail.unpublish' : 'growthTemplates.detail.publish')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
