import '../themes.i18n';
import '../themes.css';
import { ReloadOutlined } from '@ant-design/icons';
import type { TThemeRow } from '@kg/contracts';
import { Button, Card, Empty, Segmented, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavButtons, useButtons } from '../../../app/access/NavButtons';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import { AddThemeDialog } from '../components/AddThemeDialog';
import { AssignClassesDialog } from '../components/AssignClassesDialog';
import { EditThemeDialog } from '../components/EditThemeDialog';
import { ThemeCard } from '../components/ThemeCard';
import { resultsHref } from '../scoring/scoring.api';
import { CONTENT_HOME_PATH, contentHomeHref } from '../themeContent.api';
import { type TThemeFilters, useThemeList } from '../themes.api';

/**
 * 主题评价 (/semesterTopic): a term's themes per grade (the open term by default, earlier
 * terms a choice away), each with its classes and how far each class has come.
 */
export default function SemesterTopicPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TThemeFilters>({});
  const list = useThemeList(filters);
  const buttons = useButtons();
  const can = (func: string) => buttons.some((b) => b.Func === func);
  const navigate = useNavigate();
  const { tree } = useSession();
  const canContent = Boolean(findRouteNode(tree, CONTENT_HOME_PATH));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TThemeRow | null>(null);
  const [assigning, setAssigning] = useState<TThemeRow | null>(null);
  const data = list.data;
  const term = data?.Terms.find((x) => x.Id === data.CycleId);
  const themes = data?.Themes ?? [];
  const grades = data?.Grades ?? [];
  const shownGrades = grades.filter((g) => !filters.GradeId || g.Id === filters.GradeId);

  return (
    <div className="kg-themes" data-testid="page-semester-topics">
      <Card className="kg-card kg-themes__bar">
        <p className="kg-muted kg-themes__intro">{t('themes.intro')}</p>
        <div className="kg-themes__filters">
          <Select
            className="kg-themes__term"
            aria-label={t('themes.term')}
            value={data?.CycleId ?? undefined}
            loading={list.isPending}
            options={(data?.Terms ?? []).map((x) => ({
              value: x.Id,
              label: x.IsOpen ? `${x.Name}（${t('themes.openTerm')}）` : x.Name,
            }))}
            onChange={(CycleId: number) => setFilters({ CycleId })}
            data-testid="themes-term"
          />
          <Segmented
            className="kg-themes__grades"
            value={filters.GradeId ?? 0}
            options={[
              { value: 0, label: t('themes.allGrades') },
              ...grades.map((g) => ({ value: g.Id, label: g.Name })),
            ]}
            onChange={(value) => setFilters((f) => ({ ...f, GradeId: Number(value) || undefined }))}
            data-testid="themes-grade"
          />
          <Space className="kg-themes__actions">
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void list.refetch()}
              aria-label={t('common.refresh')}
            />
            {term && <NavButtons handlers={{ handleAdd: () => setAdding(true) }} />}
          </Space>
        </div>
      </Card>
      {list.isPending && <Skeleton active />}
      {!list.isPending && !term && (
        <Card className="kg-card">
          <Empty description={list.isError ? t('themes.loadFailed') : t('themes.noTerm')} />
        </Card>
      )}
      {term && themes.length === 0 && (
        <Card className="kg-card" data-testid="themes-empty">
          <Empty
            description={
              can('handleAdd') ? (
                <>
                  <div>{t('themes.empty')}</div>
                  <div className="kg-muted">{t('themes.emptyHint')}</div>
                </>
              ) : (
                t('themes.emptyTeacher')
              )
            }
          />
        </Card>
      )}
      {shownGrades.map((grade) => {
        const ofGrade = themes.filter((x) => x.GradeId === grade.Id);
        if (ofGrade.length === 0) return null;
        return (
          <section key={grade.Id} className="kg-themes__grade" data-testid={`themes-grade-${grade.Name}`}>
            <h2 className="kg-themes__grade-title">{grade.Name}</h2>
            <div className="kg-themes__grid">
              {ofGrade.map((theme) => (
                <ThemeCard
                  key={theme.Id}
                  theme={theme}
                  onOpenClass={(mapId) => navigate(resultsHref(theme.Id, mapId))}
                  onContent={
                    canContent ? () => navigate(contentHomeHref(theme.Id, theme.TempleteId)) : undefined
                  }
                  onEdit={can('handleEdit') ? () => setEditing(theme) : undefined}
                  onAssign={can('handleAssign') ? () => setAssigning(theme) : undefined}
                  canDelete={can('handleDel')}
                />
              ))}
            </div>
          </section>
        );
      })}
      {term && (
        <AddThemeDialog
          open={adding}
          term={term}
          grades={grades}
          gradeId={filters.GradeId}
          onClose={() => setAdding(false)}
        />
      )}
      <EditThemeDialog theme={editing} term={term} onClose={() => setEditing(null)} />
      <AssignClassesDialog theme={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
