import { isRenderMode } from './reportWindow';

type TProps = { src: string; poster?: string | null; className?: string };

/**
 * A video inside a report (N13, DECISIONS 35): playable on screen, never in a PDF. The print
 * browser gets only the poster (or nothing), so no video is even fetched; printing from the
 * browser hides the player and shows the poster in its place.
 */
export function ReportVideo({ src, poster, className }: TProps) {
  const classes = ['kg-report-video', className].filter(Boolean).join(' ');
  if (isRenderMode()) {
    return poster ? (
      <img
        className={`${classes} kg-report-video__poster`}
        src={poster}
        alt=""
        data-testid="report-video-poster"
      />
    ) : null;
  }
  return (
    <span className={classes}>
      <video
        className="kg-report-video__player"
        src={src}
        poster={poster ?? undefined}
        controls
        preload="metadata"
      >
        <track kind="captions" />
      </video>
      {poster && <img className="kg-report-video__print" src={poster} alt="" />}
    </span>
  );
}
