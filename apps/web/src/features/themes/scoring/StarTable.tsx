import '../themes.i18n';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { TThemeEvaluationEntry } from '@kg/contracts';
import { useTranslation } from 'react-i18next';
import { LEVELS, nextScore, starFilled, starsOfLevel } from './scoring.logic';

type TProps = {
  entry: TThemeEvaluationEntry;
  scores: Record<number, number>;
  onScore: (questionId: number, score: number) => void;
};

/**
 * E26-E28: per keyword a table of descriptions with 需努力 / 较好 / 好 columns of stars; nine
 * stars in three groups for Type 1, one per level otherwise. Each star is a button (keyboard
 * and screen reader), a second press clears the row; read only unless IsEdit.
 */
export function StarTable({ entry, scores, onScore }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="kg-star-tables">
      {entry.KeyWordList.map((keyword) => (
        <table key={keyword.KeyWord} className="kg-star-table" data-testid={`star-table-${keyword.KeyWord}`}>
          <caption className="kg-star-table__keyword">{keyword.KeyWord}</caption>
          <thead>
            <tr>
              <th className="kg-star-table__describe">{t('themes.scoring.describe')}</th>
              {LEVELS.map((level) => (
                <th key={level} className="kg-star-table__level">
                  {level}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keyword.DescribeList.map((row) => {
              const score = scores[row.Eval_ThemeQuestionId] ?? 0;
              return (
                <tr
                  key={row.Eval_ThemeQuestionId}
                  data-testid={`star-row-${row.Eval_ThemeQuestionId}`}
                  data-score={score}
                >
                  <td className="kg-star-table__describe">{row.Text}</td>
                  {LEVELS.map((level, li) => (
                    <td
                      key={level}
                      className={`kg-star-table__stars kg-star-table__stars--${li}`}
                      data-level={level}
                    >
                      {starsOfLevel(entry.Type, li).map((star) => {
                        const filled = starFilled(entry.Type, score, star);
                        return (
                          <button
                            type="button"
                            key={star}
                            className={`kg-star${filled ? ' is-on' : ''}`}
                            disabled={!entry.IsEdit}
                            aria-pressed={filled}
                            aria-label={t('themes.scoring.starLabel', { level, star })}
                            onClick={() => onScore(row.Eval_ThemeQuestionId, nextScore(score, star))}
                            data-testid={`star-${row.Eval_ThemeQuestionId}-${star}`}
                          >
                            {filled ? <StarFilled /> : <StarOutlined />}
                          </button>
                        );
                      })}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
