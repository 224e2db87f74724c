import '../meals.i18n';
import type { TDishOption, TMenuWeek } from '@kg/contracts';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellKey, type TDayTotal, type TMenuDraft } from '../menuDraft';
import { monthDayLabel, weekdayLabel } from '../weekDates';
import { MenuCell } from './MenuCell';

type TProps = {
  week: TMenuWeek;
  draft: TMenuDraft;
  names: ReadonlyMap<number, string>;
  options: readonly TDishOption[];
  totals: Record<string, TDayTotal>;
  editable: boolean;
  onCell: (day: string, meal: string, ids: number[]) => void;
};

function DayTotal({ total, short = false }: { total: TDayTotal | undefined; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="kg-menu-total" data-testid="menu-day-total">
      {t(short ? 'meals.menus.dayTotalsShort' : 'meals.menus.dayTotals', {
        energy: Math.round(total?.energy ?? 0),
        protein: (total?.protein ?? 0).toFixed(1),
      })}
    </span>
  );
}

/** The laptop's week: the served meals down, the school days across, each day's totals below. */
export function MenuGrid({ week, draft, names, options, totals, editable, onCell }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="kg-menu-grid-wrap">
      <table className="kg-menu-grid" data-testid="menu-grid">
        <thead>
          <tr>
            <th className="kg-menu-grid__meal">{t('meals.menus.meal')}</th>
            {week.Days.map((day) => (
              <th key={day}>
                {weekdayLabel(day, i18n.language)}
                <small className="kg-menu-date">{monthDayLabel(day, i18n.language)}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.Meals.map((meal) => (
            <tr key={meal}>
              <th className="kg-menu-grid__meal">{meal}</th>
              {week.Days.map((day) => (
                <td key={day}>
                  <MenuCell
                    ids={draft[cellKey(day, meal)] ?? []}
                    names={names}
                    options={options}
                    editable={editable}
                    onChange={(ids) => onCell(day, meal, ids)}
                    testId={`menu-cell-${day}-${meal}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className="kg-menu-grid__meal kg-menu-grid__per-child">{t('meals.menus.perChild')}</th>
            {week.Days.map((day) => (
              <td key={day}>
                <DayTotal total={totals[day]} short />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The phone's week: one day at a time, each meal a card. */
export function MenuDayView({ week, draft, names, options, totals, editable, onCell }: TProps) {
  const { i18n } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked && week.Days.includes(picked) ? picked : week.Days[0]!;
  return (
    <div className="kg-menu-day" data-testid="menu-day-view">
      <Segmented
        block
        value={day}
        onChange={(v) => setPicked(String(v))}
        options={week.Days.map((d) => ({
          value: d,
          label: (
            <span className="kg-menu-day__tab" data-testid={`menu-day-${d}`}>
              {weekdayLabel(d, i18n.language)}
              <small className="kg-menu-date">{`${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`}</small>
            </span>
          ),
        }))}
      />
      <DayTotal total={totals[day]} />
      {week.Meals.map((meal) => (
        <section key={meal} className="kg-menu-day__meal">
          <h4>{meal}</h4>
          <MenuCell
            ids={draft[cellKey(day, meal)] ?? []}
            names={names}
            options={options}
            editable={editable}
            onChange={(ids) => onCell(day, meal, ids)}
            testId={`menu-cell-${day}-${meal}`}
          />
        </section>
      ))}
    </div>
  );
}
