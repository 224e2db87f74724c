import '../themes.i18n';
import '../themes.css';
import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { DescriptionEditor } from '../components/DescriptionEditor';
import { QuestionTable } from '../components/QuestionTable';
import { ThemeHead } from '../components/ThemeHead';
import { contentHomeHref, isDescriptionTile, useBack, useThemeEditInfo } from '../themeContent.api';

/**
 * Screen 5 (/SubjectEvaluationTeacher, E02, E04-E14): with name 主题说明 the theme's texts,
 * otherwise the questions of one entry. A scored theme is read only, and says why.
 */
export default function ThemeContentEditorPage() {
  const [search] = useSearchParams();
  const name = search.get('name') ?? '';
  const themeId = Number(search.get('ThemeId')) || 0;
  const detailId = Number(search.get('Eval_ThemeDetailId')) || 0;
  const templateId = Number(search.get('TempleteId')) || 1;
  const info = useThemeEditInfo(themeId, templateId);
  const locked = info.data?.Locked ?? false;
  const back = useBack(contentHomeHref(themeId, templateId));

  return (
    <div className="kg-themes" data-testid="page-theme-content-editor">
      <Card className="kg-card">
        <ThemeHead
          title={search.get('Title') ?? info.data?.Title}
          sub={name}
          onBack={back}
          backTestId="theme-content-back"
          locked={locked}
        />
      </Card>
      {isDescriptionTile(name) ? (
        <DescriptionEditor themeId={themeId} title={name} locked={locked} onDone={back} />
      ) : (
        <QuestionTable themeId={themeId} detailId={detailId} locked={locked} />
      )}
    </div>
  );
}
