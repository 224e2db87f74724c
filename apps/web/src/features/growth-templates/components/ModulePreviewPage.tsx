import '../growthTemplates.i18n';
import { PictureOutlined } from '@ant-design/icons';
import { plateById, type TCatalogueEntry, type TLogDimension, TypeNum } from '@kg/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPreview } from '../growthTemplates.api';
import { sheetRows } from '../growthTemplates.logic';

/** One mini A4 page: the module's background under what the page will hold. */
export function PreviewSheet({
  background,
  children,
  testId,
  label,
}: {
  background: string;
  children: ReactNode;
  testId: string;
  label?: string;
}) {
  return (
    <figure className="kg-gt-sheet-wrap">
      <div className="kg-gt-sheet" data-testid={testId}>
        {background && <img className="kg-gt-sheet__bg" src={background} alt="" />}
        <div className="kg-gt-sheet__content">{children}</div>
      </div>
      {label && <figcaption className="kg-gt-sheet__caption">{label}</figcaption>}
    </figure>
  );
}

/** The plate's boxes over the page (F46 geometry): photos dashed, words lined. */
export function PlateBoxes({ plateId }: { plateId: number }) {
  const { t } = useTranslation();
  const plate = plateById(plateId);
  if (!plate) return null;
  return (
    <div className="kg-gt-plate" data-testid="preview-plate" data-plate={plateId}>
      {plate.images.map((box, i) => (
        <div
          key={`image-${box.x}-${box.y}`}
          className="kg-gt-plate__box kg-gt-plate__box--image"
          style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.w}%`, height: `${box.h}%` }}
          data-testid="preview-plate-image"
        >
          <PictureOutlined />
          <span>
            {t('growthTemplates.preview.photo')} {i + 1}
          </span>
        </div>
      ))}
      {plate.texts.map((box) => (
        <div
          key={`text-${box.x}-${box.y}`}
          className="kg-gt-plate__box kg-gt-plate__box--text"
          style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.w}%`, height: `${box.h}%` }}
          data-testid="preview-plate-text"
        >
          <span>{t('growthTemplates.preview.words')}</span>
        </div>
      ))}
    </div>
  );
}

function Catalogue({ entries }: { entries: TCatalogueEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length)
    return <p className="kg-gt-sheet__hint">{t('growthTemplates.preview.emptyCatalogue')}</p>;
  return (
    <ol className="kg-gt-catalogue" data-testid="preview-catalogue">
      {entries.map((entry) => (
        <li key={`${entry.Page}-${entry.Title}`}>
          <span className="kg-gt-catalogue__title">{entry.Title}</span>
          <span className="kg-gt-catalogue__dots" />
          <span className="kg-gt-catalogue__page">{entry.Page}</span>
        </li>
      ))}
    </ol>
  );
}

function SheetTable({ sheet, frequency }: { sheet: TLogDimension[]; frequency: boolean }) {
  const { t } = useTranslation();
  const rows = sheetRows(sheet);
  if (!rows.length) return <p className="kg-gt-sheet__hint">{t('growthTemplates.preview.emptySheet')}</p>;
  return (
    <table className="kg-gt-logtable" data-testid={frequency ? 'preview-month-table' : 'preview-term-table'}>
      <colgroup>
        <col style={{ width: frequency ? '14%' : '16%' }} />
        <col style={{ width: frequency ? '19%' : '24%' }} />
        <col />
        {frequency && (
          <>
            <col style={{ width: '11%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '11%' }} />
          </>
        )}
      </colgroup>
      <thead>
        <tr>
          <th>{t('growthTemplates.preview.dimension')}</th>
          <th>{t('growthTemplates.preview.element')}</th>
          <th>{t('growthTemplates.preview.point')}</th>
          {frequency && (
            <>
              <th>{t('growthTemplates.preview.often')}</th>
              <th>{t('growthTemplates.preview.sometimes')}</th>
              <th>{t('growthTemplates.preview.never')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.dimensionSpan > 0 && <td rowSpan={row.dimensionSpan}>{row.dimension}</td>}
            {row.elementSpan > 0 && <td rowSpan={row.elementSpan}>{row.element}</td>}
            <td className="kg-gt-logtable__point">{row.point}</td>
            {frequency && (
              <>
                <td className="kg-gt-logtable__mark">○</td>
                <td className="kg-gt-logtable__mark">○</td>
                <td className="kg-gt-logtable__mark">○</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The pages a module prints as (F32): cover, catalogue, term/month observation, plate or free page. */
export function ModulePreviewPages({ preview, title }: { preview: TPreview; title: string }) {
  const { t } = useTranslation();
  const { images } = preview;
  const background = images.BackCoverImg;
  const heading = images.Title || title;

  if (images.TypeNum === TypeNum.cover)
    return (
      <PreviewSheet background={background} testId="preview-page-cover">
        <div className="kg-gt-cover-page">
          <h3 className="kg-gt-cover-page__title">{heading}</h3>
          <dl className="kg-gt-cover-page__fields">
            {(['coverChild', 'coverClass', 'coverTeacher'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`growthTemplates.preview.${key}`)}</dt>
                <dd />
              </div>
            ))}
          </dl>
        </div>
      </PreviewSheet>
    );

  if (images.TypeNum === TypeNum.catalogue)
    return (
      <PreviewSheet background={background} testId="preview-page-catalogue">
        <h3 className="kg-gt-sheet__title">{heading || t('growthTemplates.preview.catalogue')}</h3>
        <Catalogue entries={preview.catalogue ?? []} />
      </PreviewSheet>
    );

  if (images.TypeNum === TypeNum.termObservation && preview.termSheet) {
    const sheet = preview.termSheet;
    const boxes = sheet.CycleWrites.length
      ? sheet.CycleWrites
      : (['story', 'analysis', 'support'] as const).map((k) => ({
          Title: t(`growthTemplates.preview.${k}`),
          Desc: '',
        }));
    return (
      <div className="kg-gt-sheet-pair">
        <PreviewSheet
          background={background}
          testId="preview-page-term"
          label={t('growthTemplates.preview.tablePage')}
        >
          <h3 className="kg-gt-sheet__title">{sheet.Title || heading}</h3>
          {sheet.CycleName && <p className="kg-gt-sheet__sub">{sheet.CycleName}</p>}
          <SheetTable sheet={sheet.LogSheet} frequency={false} />
        </PreviewSheet>
        <PreviewSheet
          background={background}
          testId="preview-page-term-text"
          label={t('growthTemplates.preview.textPage')}
        >
          <h3 className="kg-gt-sheet__title">{sheet.Title || heading}</h3>
          <div className="kg-gt-writes" data-testid="preview-cycle-writes">
            {boxes.map((box) => (
              <section key={box.Title} className="kg-gt-writes__box">
                <h4>{box.Title}</h4>
                <div className="kg-gt-writes__lines" />
              </section>
            ))}
          </div>
        </PreviewSheet>
      </div>
    );
  }

  if (images.TypeNum === TypeNum.monthlyObservation && preview.monthSheet) {
    const sheet = preview.monthSheet;
    return (
      <PreviewSheet background={background} testId="preview-page-month">
        <h3 className="kg-gt-sheet__title">{sheet.Title || heading}</h3>
        {sheet.TimeCopy && (
          <p className="kg-gt-sheet__sub" data-testid="preview-month">
            {sheet.TimeCopy}
          </p>
        )}
        <SheetTable sheet={sheet.LogSheet} frequency />
      </PreviewSheet>
    );
  }

  return (
    <PreviewSheet background={background} testId="preview-page">
      <h3 className="kg-gt-sheet__title">{heading}</h3>
      {images.PlateId > 0 ? (
        <PlateBoxes plateId={images.PlateId} />
      ) : (
        <p className="kg-gt-sheet__hint">{t('growthTemplates.preview.freeContent')}</p>
      )}
    </PreviewSheet>
  );
}
