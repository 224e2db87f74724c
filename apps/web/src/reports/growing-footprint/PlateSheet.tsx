import type { TPlateBox } from '@kg/contracts';
import type { CSSProperties } from 'react';
import { ReportPicture } from '../framework/ReportPicture';
import { FootprintSheet } from './FootprintSheet';
import { FP_MM } from './footprintLayout';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'plate' }; total: number; child: string };

/** A plate box (percent of the page, contracts PLATES) placed on the sheet. */
const place = (b: TPlateBox): CSSProperties => ({
  left: `${b.x}%`,
  top: `${b.y}%`,
  width: `${b.w}%`,
  height: `${b.h}%`,
});

/**
 * G51, G40: a plate page drawn from its geometry over the background: photos fill the image
 * boxes in order (cropped to fill), the words fill the text boxes.
 */
export function PlateSheet({ page, total, child }: TProps) {
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <div className="kg-fp-plate" data-testid="fp-plate">
        {page.images.map(({ box, src }, i) => (
          <div
            key={`image-${box.x}-${box.y}`}
            className="kg-fp-plate__photo"
            style={place(box)}
            data-slot={i}
          >
            <ReportPicture src={src} widthMm={(box.w * FP_MM.pageW) / 100} />
          </div>
        ))}
        {page.texts.map(({ box, text, fontPt }) => (
          <div
            key={`text-${box.x}-${box.y}`}
            className="kg-fp-plate__text"
            style={place(box)}
            data-testid="fp-plate-text"
          >
            <p style={{ fontSize: `${fontPt}pt` }}>{text}</p>
          </div>
        ))}
      </div>
    </FootprintSheet>
  );
}
