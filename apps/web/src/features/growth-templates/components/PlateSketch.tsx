import { PictureOutlined } from '@ant-design/icons';
import { plateById, type TPlateBox } from '@kg/contracts';
import { useState } from 'react';

const boxStyle = (box: TPlateBox) => ({
  left: `${box.x}%`,
  top: `${box.y}%`,
  width: `${box.w}%`,
  height: `${box.h}%`,
});

/** A plate's picture and text boxes (PLATES geometry, in percent of the page) on a page. */
export function PlateBoxes({ plateId, numbered = false }: { plateId: number; numbered?: boolean }) {
  const plate = plateById(plateId);
  if (!plate) return null;
  return (
    <>
      {plate.images.map((box, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are fixed geometry, in order
          key={`i${i}`}
          className="kg-plate-box kg-plate-box--image"
          style={boxStyle(box)}
          data-testid="plate-box-image"
        >
          {numbered ? <span className="kg-plate-box__no">{i + 1}</span> : <PictureOutlined />}
        </span>
      ))}
      {plate.texts.map((box, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are fixed geometry, in order
          key={`t${i}`}
          className="kg-plate-box kg-plate-box--text"
          style={boxStyle(box)}
          data-testid="plate-box-text"
        >
          <i />
          <i />
          <i />
        </span>
      ))}
    </>
  );
}

/**
 * A plate's thumbnail (the shipped picture), drawn from its geometry when the picture is
 * missing, so the choice always shows the layout.
 */
export function PlateSketch({
  plateId,
  thumbnail,
  alt,
}: {
  plateId: number;
  thumbnail: string;
  alt: string;
}) {
  const [broken, setBroken] = useState(!thumbnail);
  return (
    <span className="kg-plate-sketch">
      {broken ? (
        <PlateBoxes plateId={plateId} />
      ) : (
        <img src={thumbnail} alt={alt} loading="lazy" onError={() => setBroken(true)} />
      )}
    </span>
  );
}
