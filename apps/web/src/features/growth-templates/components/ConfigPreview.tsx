import '../growthConfiguration.i18n';
import { PlayCircleOutlined } from '@ant-design/icons';
import { type TExerciseSection, type TMedicalItem, TypeNum } from '@kg/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrowthQuestions, useLogSheet } from '../growthConfiguration.api';
import { logRows } from './ConfigRules';
import { PlateBoxes } from './PlateSketch';

type TProps = {
  moduleId: number;
  typeNum: number;
  title: string;
  backCoverImg: string;
  plateId: number;
  sections: TExerciseSection[];
  medical: TMedicalItem[];
};

const MAX_ROWS = 7;

function Lines({ count }: { count: number }) {
  return (
    <span className="kg-preview__lines">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decorative lines
        <i key={i} style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
    </span>
  );
}

/** What the module's content looks like on the page, drawn small. */
function PreviewBody({
  moduleId,
  typeNum,
  plateId,
  sections,
  medical,
}: Omit<TProps, 'title' | 'backCoverImg'>) {
  const { t } = useTranslation();
  const logSheet = useLogSheet(
    moduleId,
    typeNum === TypeNum.termObservation || typeNum === TypeNum.monthlyObservation,
  );
  const questions = useGrowthQuestions(moduleId, typeNum === TypeNum.rating);

  if (typeNum === TypeNum.plate) {
    // The plate's boxes are drawn on the whole page (ConfigPreview).
    return plateId ? null : (
      <div className="kg-preview__empty">{t('growthConfiguration.preview.noPlate')}</div>
    );
  }
  if (typeNum === TypeNum.termObservation || typeNum === TypeNum.monthlyObservation) {
    const rows = logRows(logSheet.data ?? []);
    return (
      <div className="kg-preview__sheet">
        <table>
          <thead>
            <tr>
              <th>{t('growthConfiguration.logSheet.dimension')}</th>
              <th>{t('growthConfiguration.logSheet.point')}</th>
              {typeNum === TypeNum.monthlyObservation && (
                <th colSpan={3}>{t('growthConfiguration.preview.marks')}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, MAX_ROWS).map((row) => (
              <tr key={row.Id}>
                <td>{row.dimension}</td>
                <td>{row.name}</td>
                {typeNum === TypeNum.monthlyObservation && (
                  <>
                    <td className="kg-preview__mark" />
                    <td className="kg-preview__mark" />
                    <td className="kg-preview__mark" />
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > MAX_ROWS && (
          <div className="kg-preview__more">
            {t('growthConfiguration.preview.more', { count: rows.length - MAX_ROWS })}
          </div>
        )}
        {typeNum === TypeNum.termObservation && <Lines count={4} />}
      </div>
    );
  }
  if (typeNum === TypeNum.rating) {
    const list = questions.data ?? [];
    return (
      <div className="kg-preview__sheet kg-preview__sheet--rating">
        <table>
          <thead>
            <tr>
              <th>{t('growthConfiguration.questions.name')}</th>
              <th>{t('growthConfiguration.questions.great')}</th>
              <th>{t('growthConfiguration.questions.good')}</th>
              <th>{t('growthConfiguration.questions.keepTrying')}</th>
            </tr>
          </thead>
          <tbody>
            {list.slice(0, MAX_ROWS + 2).map((q) => (
              <tr key={q.Id}>
                <td>{q.Name}</td>
                <td className="kg-preview__mark" />
                <td className="kg-preview__mark" />
                <td className="kg-preview__mark" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (typeNum === TypeNum.exercise) {
    return (
      <div className="kg-preview__exercise">
        {sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are numbered by position
          <div className="kg-preview__section" key={i}>
            <span className="kg-preview__section-img">
              {section.imageArr[0]?.url ? <img src={section.imageArr[0].url} alt="" /> : null}
            </span>
            <span className="kg-preview__section-text">
              <b>{section.title || t('growthConfiguration.exercise.untitled', { n: i + 1 })}</b>
              <small>
                {t('growthConfiguration.exercise.standard')}: {section.standardValues || '—'} {section.unit}
              </small>
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (typeNum === TypeNum.physical) {
    const shown = medical.filter((item) => item.isOpen);
    return (
      <div className="kg-preview__medical">
        {shown.map((item) => (
          <div className="kg-preview__medical-row" key={`${item.type}-${item.title}`}>
            <span>{item.title}</span>
            <span className="kg-preview__medical-value">
              {item.topicType === 'child'
                ? (item.children ?? [])
                    .filter((c) => c.isOpen)
                    .map((c) => c.title)
                    .join(' / ')
                : item.unit}
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (typeNum === TypeNum.video || typeNum === TypeNum.familyVideo) {
    return (
      <div className="kg-preview__video">
        <PlayCircleOutlined />
      </div>
    );
  }
  if (typeNum === TypeNum.cover) return null;
  return <Lines count={typeNum === TypeNum.catalogue ? 8 : 6} />;
}

/**
 * The live preview (screen 9): a small A4 page with the chosen background and what the
 * module puts on it (the plate's boxes from PLATES geometry, the log sheet, the items…).
 */
export function ConfigPreview(props: TProps) {
  const { t } = useTranslation();
  const { backCoverImg, typeNum, title } = props;
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <div className="kg-preview" data-testid="config-preview">
      <div className="kg-preview__page" data-type={typeNum}>
        {backCoverImg && broken !== backCoverImg ? (
          <img
            className="kg-preview__bg"
            src={backCoverImg}
            alt=""
            onError={() => setBroken(backCoverImg)}
            data-testid="preview-background"
          />
        ) : (
          <div className="kg-preview__bg kg-preview__bg--none">
            {!backCoverImg && t('growthConfiguration.preview.noBackground')}
          </div>
        )}
        {typeNum === TypeNum.plate && props.plateId > 0 && (
          <div className="kg-preview__plate" data-testid="preview-plate" data-plate={props.plateId}>
            <PlateBoxes plateId={props.plateId} numbered />
          </div>
        )}
        <div
          className={`kg-preview__content${typeNum === TypeNum.cover ? ' kg-preview__content--cover' : ''}`}
        >
          {typeNum === TypeNum.cover ? (
            <div className="kg-preview__cover">
              <div className="kg-preview__cover-title">{t('growthConfiguration.preview.coverTitle')}</div>
              <div className="kg-preview__cover-sub">{t('growthConfiguration.preview.coverSub')}</div>
            </div>
          ) : (
            typeNum !== TypeNum.plate && <div className="kg-preview__title">{title}</div>
          )}
          <PreviewBody {...props} />
        </div>
      </div>
      <div className="kg-preview__caption">{t('growthConfiguration.preview.caption')}</div>
    </div>
  );
}
