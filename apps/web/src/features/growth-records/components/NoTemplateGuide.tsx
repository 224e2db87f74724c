import '../growthRecords.i18n';
import { FileAddOutlined, SendOutlined } from '@ant-design/icons';
import type { TGrowthClass } from '@kg/contracts';
import { App, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import { useAddTemplate, useTemplates } from '../../growth-templates/growthTemplates.api';
import { detailHref, templateInfo } from '../../growth-templates/growthTemplates.logic';

/** Where templates are managed: who may open it may create one from here. */
const TEMPLATES_PATH = '/GrowthTemplate';

/**
 * Issue 14 item 6: a class whose grade has no published template says what to do next. An
 * administrator (who may open 成长档案模板) creates the grade's template from its default set
 * right here (the same AddTenantTempInfo the template list uses), then opens it to publish; a
 * teacher is told who does it.
 */
export function NoTemplateGuide({ klass, cycleId }: { klass: TGrowthClass; cycleId: number }) {
  const { t } = useTranslation();
  const { tree } = useSession();
  const manages = Boolean(findRouteNode(tree, TEMPLATES_PATH));
  const grade = klass.GradeName;
  return (
    <Card className="kg-card">
      <Empty
        description={
          <div className="kg-gr-guide" data-testid="growth-no-template">
            <Typography.Title level={5}>{t('growthRecords.guide.title', { grade })}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(manages ? 'growthRecords.guide.adminHint' : 'growthRecords.guide.teacherHint', { grade })}
            </Typography.Paragraph>
          </div>
        }
      >
        {manages && <CreateOrOpen klass={klass} cycleId={cycleId} />}
      </Empty>
    </Card>
  );
}

function CreateOrOpen({ klass, cycleId }: { klass: TGrowthClass; cycleId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddTemplate();
  const templates = useTemplates({ StudyYearId: klass.StudyYearId, GradeId: klass.GradeId });
  // A draft of this grade for the term (or the whole year) is what is left to publish.
  const draft = templates.data?.find(
    (tpl) => tpl.GradeId === klass.GradeId && (tpl.CycleId === cycleId || tpl.CycleId === 0),
  );
  if (templates.isPending) return <Skeleton.Button active />;
  if (draft)
    return (
      <div className="kg-gr-guide__actions">
        <Typography.Paragraph>
          {t('growthRecords.guide.draftHint', { grade: klass.GradeName })}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => navigate(detailHref(templateInfo(draft, 0)))}
          data-testid="growth-open-template"
        >
          {t('growthRecords.guide.publish')}
        </Button>
      </div>
    );
  const create = async () => {
    await add.mutateAsync({ studyYearId: klass.StudyYearId, gradeId: klass.GradeId, cycleId, sourceId: 0 });
    void message.success(t('success.add'));
  };
  return (
    <Button
      type="primary"
      icon={<FileAddOutlined />}
      loading={add.isPending}
      onClick={() => void create().catch(() => undefined)}
      data-testid="growth-create-template"
    >
      {t('growthRecords.guide.create')}
    </Button>
  );
}
