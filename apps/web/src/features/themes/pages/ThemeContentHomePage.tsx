import '../themes.i18n';
import '../themes.css';
import { FileTextOutlined, StarOutlined } from '@ant-design/icons';
import { THEME_DESCRIPTION_TILE, THEME_DESCRIPTION_TITLES } from '@kg/contracts';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ThemeHead } from '../components/ThemeHead';
import { contentEditorHref, useBack, useThemeEditInfo } from '../themeContent.api';

/**
 * Screen 4 (/SubjectEvaluationEdit, E01-E03): a theme's content home. The fixed first tile
 * 主题说明, then one tile per evaluation entry of the theme's template; a tile opens the editor.
 */
export default function ThemeContentHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const themeId = Number(search.get('ThemeId')) || 0;
  const info = useThemeEditInfo(themeId, Number(search.get('TempleteId')) || undefined);
  const back = useBack('/semesterTopic');
  const data = info.data;

  if (info.isPending) return <Skeleton active />;
  if (!data)
    return (
      <Card className="kg-card">
        <Empty description={t('themes.contentMissing')}>
          <Button onClick={back}>{t('themes.back')}</Button>
        </Empty>
      </Card>
    );
  const open = (name: string, detailId: number) =>
    navigate(
      contentEditorHref({
        name,
        Eval_ThemeDetailId: detailId,
        TempleteId: data.TempleteId,
        ThemeId: data.ThemeId,
        Title: data.Title,
      }),
    );

  return (
    <div className="kg-themes" data-testid="page-theme-content">
      <Card className="kg-card">
        <ThemeHead
          title={data.Title}
          sub={
            <>
              {data.GradeName} · {t('themes.dates', { start: data.StartDate, end: data.EndDate })}
            </>
          }
          onBack={back}
          locked={data.Locked}
        />
      </Card>
      <div className="kg-theme-content__tiles" data-testid="theme-content-tiles">
        <button
          type="button"
          className="kg-theme-tile kg-theme-tile--description"
          onClick={() => open(THEME_DESCRIPTION_TILE, 0)}
          data-testid={`theme-tile-${THEME_DESCRIPTION_TILE}`}
        >
          <FileTextOutlined className="kg-theme-tile__icon" />
          <span className="kg-theme-tile__title">{THEME_DESCRIPTION_TILE}</span>
          <span className="kg-muted">
            {t('themes.descriptionsDone', {
              done: data.DescriptionCount,
              total: THEME_DESCRIPTION_TITLES.length,
            })}
          </span>
        </button>
        {data.Tiles.map((tile) => (
          <button
            type="button"
            key={tile.Eval_ThemeDetailId}
            className="kg-theme-tile"
            onClick={() => open(tile.EvaluateTitle, tile.Eval_ThemeDetailId)}
            data-testid={`theme-tile-${tile.EvaluateTitle}`}
          >
            <StarOutlined className="kg-theme-tile__icon" />
            <span className="kg-theme-tile__title">{tile.EvaluateTitle}</span>
            <span className="kg-muted">
              {tile.Type === 1 ? t('themes.nineStars') : t('themes.threeStars')} ·{' '}
              {t('themes.tileCounts', { questions: tile.QuestionCount, blocks: tile.BlockCount })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
