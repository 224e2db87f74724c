import { plateById, type TItemsAnswer, thumbnailPath } from '@kg/contracts';

type TProps = { plateId: number; background: string; title: string; answer: TItemsAnswer };

const pct = (n: number) => `${n}%`;

/** The plate page in small, drawn from the same geometry as the printed page (G36). */
export function PlatePreview({ plateId, background, title, answer }: TProps) {
  const plate = plateById(plateId);
  const images = answer.List.filter((i) => i.Type === 'image');
  const texts = answer.List.filter((i) => i.Type === 'text');
  return (
    <div
      className="kg-plate-preview"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
      data-testid="plate-preview"
    >
      <div className="kg-plate-preview__title">{title}</div>
      {plate?.images.map((box, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed boxes of the plate
          key={`i${i}`}
          className="kg-plate-preview__image"
          style={{ left: pct(box.x), top: pct(box.y), width: pct(box.w), height: pct(box.h) }}
        >
          {images[i]?.Content ? (
            <img src={thumbnailPath(images[i]!.Content, 240)} alt="" />
          ) : (
            <span>{i + 1}</span>
          )}
        </div>
      ))}
      {plate?.texts.map((box, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed boxes of the plate
          key={`t${i}`}
          className="kg-plate-preview__text"
          style={{ left: pct(box.x), top: pct(box.y), width: pct(box.w), height: pct(box.h) }}
        >
          {texts[i]?.Content}
        </div>
      ))}
    </div>
  );
}
