import '../reports.i18n';
import { useTranslation } from 'react-i18next';
import type { TKeysUnder } from '../../locales/resources';
import { ReportPicture } from '../framework/ReportPicture';
import { FootprintSheet } from './FootprintSheet';
import type { TFootprintPage } from './footprintTypes';

type TProps = { page: TFootprintPage & { kind: 'exercise' }; total: number; child: string };

/** A section's pictures print about 40 mm wide each. */
const PICTURE_MM = 40;

/** Type 7: each exercise section: its title, pictures, and the child's value beside the standard. */
export function ExerciseSheet({ page, total, child }: TProps) {
  const { t } = useTranslation();
  const g = (key: TKeysUnder<'reports.growingFootprint.exercise'>) =>
    t(`reports.growingFootprint.exercise.${key}`);
  return (
    <FootprintSheet page={page} total={total} child={child}>
      <div className="kg-fp-exercise" data-testid="fp-exercise">
        {page.sections.map((s) => (
          <section key={s.key} className="kg-fp-exercise__card">
            <div className="kg-fp-exercise__pictures" data-count={s.images.length}>
              {(s.images.length ? s.images : [{ key: 'empty', src: '' }]).map((p) => (
                <ReportPicture key={p.key} src={p.src} widthMm={PICTURE_MM} fit="contain" />
              ))}
            </div>
            <div className="kg-fp-exercise__facts">
              <h3 className="kg-fp-exercise__title">{s.title}</h3>
              <div className="kg-fp-exercise__result">
                <span className="kg-fp-exercise__label">{g('result')}</span>
                <span className="kg-fp-exercise__value" data-testid="fp-exercise-value">
                  {s.value || g('none')}
                  {s.value && s.unit && <small>{s.unit}</small>}
                </span>
              </div>
              {s.standard && (
                <div className="kg-fp-exercise__standard">
                  <span>{g('standard')}</span>
                  <span>
                    {s.standard}
                    {s.unit && ` ${s.unit}`}
                  </span>
                </div>
              )}
            </div>
          </section>
        ))}
      </div>
    </FootprintSheet>
  );
}
