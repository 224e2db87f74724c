import '../growthConfiguration.i18n';
import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  ExclamationCircleFilled,
  SaveOutlined,
} from '@ant-design/icons';
import {
  type TConfigurationInfo,
  TEMPLATE_STATUS_TEXT,
  type TModuleConfig,
  TypeNum,
  typeText,
} from '@kg/contracts';
import { App, Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../../../app/routing/useBack';
import { saveFailureText } from '../../question-bank/questionBank.api';
import { useModuleConfig, useSaveConfig } from '../growthConfiguration.api';
import { ConfigBackgroundPicker } from './ConfigBackgroundPicker';
import { ConfigPreview } from './ConfigPreview';
import {
  configProblem,
  contentFor,
  isPlateLocked,
  medicalOf,
  sectionsOf,
  type TConfigDraft,
  templateDetailHref,
} from './ConfigRules';
import { ExerciseSections } from './ExerciseSections';
import { GrowthQuestionEditor } from './GrowthQuestionEditor';
import { LogSheetEditor } from './LogSheetEditor';
import { MedicalItems } from './MedicalItems';
import { PlatePicker } from './PlatePicker';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

function draftOf(config: TModuleConfig): TConfigDraft {
  return {
    backCoverImg: config.BackCoverImg,
    plateId: config.PlateId,
    sections: config.TypeNum === TypeNum.exercise ? sectionsOf(config.Content) : [],
    medical: config.TypeNum === TypeNum.physical ? medicalOf(config.Content) : [],
  };
}

/** A numbered step of the screen. */
function Step({
  no,
  title,
  extra,
  children,
  testId,
}: {
  no: number;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card
      className="kg-card kg-config-step"
      data-testid={testId}
      title={
        <span className="kg-config-step__title">
          <span className="kg-config-step__no">{no}</span>
          {title}
        </span>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

function ConfigForm({ info, config }: { info: TConfigurationInfo; config: TModuleConfig }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const typeNum = config.TypeNum;
  const title = config.Title || info.title;
  const [draft, setDraft] = useState<TConfigDraft>(() => draftOf(config));
  const [saved, setSaved] = useState<TConfigDraft>(() => draftOf(config));
  const save = useSaveConfig();
  const goBack = useBack(templateDetailHref(info.tempId, config.TemplateStatus));
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  // F39: the plate the server holds decides the lock, not the one being chosen.
  const locked = isPlateLocked(saved.plateId, config.TemplateStatus);
  const patch = (change: Partial<TConfigDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async () => {
    const problem = configProblem(typeNum, draft);
    if (problem) {
      void message.warning(t(`growthConfiguration.problem.${problem.code}`, { n: problem.n }));
      return;
    }
    try {
      await save.mutateAsync({
        id: config.Id,
        plateId: typeNum === TypeNum.plate ? draft.plateId : 0,
        backCoverImg: draft.backCoverImg,
        content: contentFor(typeNum, draft),
      });
      void message.success(t('growthConfiguration.saved'));
      setSaved(draft);
    } catch (error) {
      const text = saveFailureText(error, t('growthConfiguration.failed'));
      if (text) void message.error(text);
    }
  };

  const back = () => {
    if (!dirty) return goBack();
    modal.confirm({
      title: t('growthConfiguration.leaveTitle'),
      content: t('growthConfiguration.leaveText'),
      okText: t('growthConfiguration.leaveOk'),
      cancelText: t('growthConfiguration.cancel'),
      onOk: goBack,
    });
  };

  let step = 1;
  const hasLogSheet = typeNum === TypeNum.termObservation || typeNum === TypeNum.monthlyObservation;
  const typeName = t(`growthConfiguration.types.${typeNum}`, {
    defaultValue: info.TypeText || typeText(typeNum),
  });

  return (
    <div className="kg-config" data-testid="page-module-configuration" data-type={typeNum}>
      <header className="kg-config-head" data-testid="config-head">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="config-back">
          {t('growthConfiguration.back')}
        </Button>
        <div className="kg-config-head__text">
          <div className="kg-config-head__line">
            <Typography.Title level={4} className="kg-config-head__title" data-testid="config-title">
              {title}
            </Typography.Title>
            <Tag color="cyan" bordered={false} data-testid="config-type">
              {typeName}
            </Tag>
            <Tag color={STATUS_COLOR[config.TemplateStatus] ?? 'default'} bordered={false}>
              {t(`growthConfiguration.templateStatus.${config.TemplateStatus}`, {
                defaultValue: TEMPLATE_STATUS_TEXT[config.TemplateStatus] ?? '',
              })}
            </Tag>
          </div>
          <div className="kg-config-head__sub">
            {t(`growthConfiguration.typeHint.${typeNum}`, {
              defaultValue: t('growthConfiguration.typeHint.other'),
            })}
            {config.RecordCount > 0 && (
              <span className="kg-config-head__records">
                {' · '}
                {t('growthConfiguration.records', { count: config.RecordCount })}
              </span>
            )}
          </div>
        </div>
        <div className="kg-config-head__actions">
          <span
            className={`kg-config-head__state${dirty ? ' kg-config-head__state--dirty' : ''}`}
            data-testid="config-state"
          >
            {dirty ? <ExclamationCircleFilled /> : <CheckCircleFilled />}
            {dirty ? t('growthConfiguration.unsaved') : t('growthConfiguration.allSaved')}
          </span>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="config-save"
          >
            {t('growthConfiguration.save')}
          </Button>
        </div>
      </header>

      <div className="kg-config-body">
        <div className="kg-config-main">
          <Step no={step++} title={t('growthConfiguration.background.title')} testId="config-step-background">
            <div className="kg-config-hint">{t('growthConfiguration.background.hint')}</div>
            <ConfigBackgroundPicker
              value={draft.backCoverImg}
              onChange={(backCoverImg) => patch({ backCoverImg })}
            />
          </Step>
          {typeNum === TypeNum.plate && (
            <Step no={step++} title={t('growthConfiguration.plate.title')} testId="config-step-plate">
              <PlatePicker value={draft.plateId} onChange={(plateId) => patch({ plateId })} locked={locked} />
            </Step>
          )}
          {hasLogSheet && (
            <Step no={step++} title={t('growthConfiguration.logSheet.title')} testId="config-step-logsheet">
              <div className="kg-config-hint">
                {t(
                  typeNum === TypeNum.monthlyObservation
                    ? 'growthConfiguration.logSheet.hint5'
                    : 'growthConfiguration.logSheet.hint4',
                )}
              </div>
              <LogSheetEditor moduleId={config.Id} tempId={config.TempId} moduleTitle={title} />
            </Step>
          )}
          {typeNum === TypeNum.rating && (
            <Step no={step++} title={t('growthConfiguration.questions.title')} testId="config-step-questions">
              <div className="kg-config-hint">{t('growthConfiguration.questions.hint')}</div>
              <GrowthQuestionEditor moduleId={config.Id} tempId={config.TempId} moduleTitle={title} />
            </Step>
          )}
          {typeNum === TypeNum.exercise && (
            <Step
              no={step++}
              title={t('growthConfiguration.exercise.sectionTitle')}
              testId="config-step-exercise"
            >
              <div className="kg-config-hint">{t('growthConfiguration.exercise.hint')}</div>
              <ExerciseSections value={draft.sections} onChange={(sections) => patch({ sections })} />
            </Step>
          )}
          {typeNum === TypeNum.physical && (
            <Step
              no={step++}
              title={t('growthConfiguration.medical.sectionTitle')}
              testId="config-step-medical"
            >
              <MedicalItems value={draft.medical} onChange={(medical) => patch({ medical })} />
            </Step>
          )}
          <div className="kg-config-footer">
            <Button onClick={back}>{t('growthConfiguration.back')}</Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => void submit()}
              data-testid="config-save-bottom"
            >
              {t('growthConfiguration.save')}
            </Button>
          </div>
        </div>
        <aside className="kg-config-side">
          <Card
            className="kg-card kg-config-side__card"
            title={t('growthConfiguration.preview.title')}
            size="small"
          >
            <ConfigPreview
              moduleId={config.Id}
              typeNum={typeNum}
              title={title}
              backCoverImg={draft.backCoverImg}
              plateId={draft.plateId}
              sections={draft.sections}
              medical={draft.medical}
            />
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** Screen 9: loads the module (F37) and shows its form. */
export function ConfigWorkspace({ info }: { info: TConfigurationInfo }) {
  const { t } = useTranslation();
  const config = useModuleConfig(info.id);
  const goBack = useBack(templateDetailHref(info.tempId, info.status));
  if (config.isPending)
    return (
      <Card className="kg-card" data-testid="config-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (config.isError)
    return (
      <Card className="kg-card">
        <Result
          status="warning"
          title={t('growthConfiguration.loadFailed')}
          subTitle={(config.error as Error).message}
          extra={[
            <Button key="back" onClick={goBack}>
              {t('growthConfiguration.back')}
            </Button>,
            <Button key="retry" type="primary" onClick={() => void config.refetch()}>
              {t('growthConfiguration.retry')}
            </Button>,
          ]}
          data-testid="config-load-failed"
        />
      </Card>
    );
  return <ConfigForm info={info} config={config.data} />;
}
