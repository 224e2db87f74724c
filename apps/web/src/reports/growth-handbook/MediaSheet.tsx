import '../reports.i18n';
import { handbookBackgroundOf } from '@kg/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPicture } from '../framework/ReportPicture';
import { ReportVideo } from '../framework/ReportVideo';
import { isRenderMode } from '../framework/reportWindow';
import { HandbookSheet } from './HandbookSheet';
import type { THandbookPage } from './handbookPlan';
import {
  cellWidthMm,
  MEDIA_MM,
  mediaLayout,
  printedFiles,
  remarkFontPt,
  remarkHeightMm,
  type TMediaCell,
} from './mediaLayout';

type TProps = { page: THandbookPage & { kind: 'media' }; total: number; child: string };

// The band's place on the page (mediaLayout MEDIA_MM), for the CSS.
const BAND = {
  '--hb-media-top': `${MEDIA_MM.top}mm`,
  '--hb-media-bottom': `${MEDIA_MM.bottom}mm`,
  '--hb-media-side': `${MEDIA_MM.side}mm`,
  '--hb-media-gap': `${MEDIA_MM.gap}mm`,
  '--hb-remark-gap': `${MEDIA_MM.remarkGap}mm`,
  '--hb-remark-pad': `${MEDIA_MM.remarkPad}mm`,
} as CSSProperties;

const place = (cell: TMediaCell): CSSProperties => ({
  gridRow: cell.row,
  gridColumn: `${cell.column} / span ${cell.columnSpan}`,
});

/**
 * H31, H32, H38: a category page: its background chosen by the category's name, the category
 * in the title band, the photos and videos in the grid their number calls for (rounded; the
 * videos play on screen and are left out of the PDF, whose grid counts the photos only), and
 * the remark below at H32's size.
 */
export function MediaSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  const { item } = page;
  const files = printedFiles(item.fileList, isRenderMode());
  const layout = mediaLayout(files.length);
  const videosLeftOut = item.fileList.length > 0 && files.length === 0;
  const remark = item.Content.trim();
  const grid: CSSProperties = {
    gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
    gridTemplateRows: layout.rows.map((share) => `minmax(0, ${share}fr)`).join(' '),
  };
  return (
    <HandbookSheet
      page={page}
      total={total}
      child={child}
      background={handbookBackgroundOf(item.CateName)}
      title={item.CateName}
    >
      <div className="kg-hb-media" style={BAND} data-testid="handbook-media" data-count={files.length}>
        {videosLeftOut ? (
          <div className="kg-hb-media__online" data-testid="handbook-videos-online">
            <span>{t('reports.growthHandbook.media.videosOnline', { count: item.VideoList.length })}</span>
          </div>
        ) : (
          files.length > 0 && (
            <div className="kg-hb-media__grid" style={grid}>
              {files.map((file, i) => {
                const cell = layout.cells[i];
                if (!cell) return null;
                return (
                  <div
                    key={`${file.type}-${file.src}`}
                    className="kg-hb-media__cell"
                    style={place(cell)}
                    data-testid="handbook-media-cell"
                    data-type={file.type}
                  >
                    {file.type === 'image' ? (
                      <ReportPicture
                        src={file.src}
                        widthMm={cellWidthMm(layout, cell)}
                        testId="handbook-photo"
                      />
                    ) : (
                      <ReportVideo src={file.src} className="kg-hb-media__video" />
                    )}
                  </div>
                );
              })}
            </div>
          )
        )}
        {remark && (
          <div
            className="kg-hb-remark"
            style={{ height: `${remarkHeightMm(remark)}mm`, fontSize: `${remarkFontPt(remark)}pt` }}
            data-testid="handbook-remark"
          >
            <p>{remark}</p>
          </div>
        )}
      </div>
    </HandbookSheet>
  );
}
