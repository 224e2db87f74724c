import '../themes.i18n';
import { DeleteOutlined, EditOutlined, FormOutlined, LockOutlined, TeamOutlined } from '@ant-design/icons';
import { ThemeClassStatus, type TThemeRow } from '@kg/contracts';
import { App, Button, Card, Progress, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDeleteTheme } from '../themes.api';

type TProps = {
  theme: TThemeRow;
  /** opens the theme's content set-up (when the user may) */
  onContent?: () => void;
  /** opens a class's results (/SubjectResult/index) */
  onOpenClass: (themeMapId: number) => void;
  onEdit?: () => void;
  onAssign?: () => void;
  canDelete: boolean;
};

const STATUS_COLOURS = ['default', 'processing', 'success'] as const;

/** One theme: its dates, aim and source, and per class the status and children done. */
export function ThemeCard({ theme, onContent, onOpenClass, onEdit, onAssign, canDelete }: TProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const remove = useDeleteTheme();
  const weeks = Math.max(1, Math.round((dayjs(theme.EndDate).diff(theme.StartDate, 'day') + 1) / 7));
  const confirmDelete = () =>
    modal.confirm({
      title: t('themes.removeConfirm'),
      content: t('themes.removeHint', { title: theme.Title }),
      okButtonProps: { danger: true, ...{ 'data-testid': 'theme-remove-ok' } },
      onOk: async () => {
        await remove.mutateAsync(theme.Id);
        void message.success(t('success.delete'));
      },
    });

  return (
    <Card
      className="kg-card kg-theme-card"
      data-testid={`theme-card-${theme.Title}`}
      title={
        <div className="kg-theme-card__head">
          <span className="kg-theme-card__title">{theme.Title}</span>
          {theme.Locked && (
            <Tooltip title={t('themes.lockedHint')}>
              <Tag icon={<LockOutlined />} color="gold" data-testid="theme-locked">
                {t('themes.locked')}
              </Tag>
            </Tooltip>
          )}
        </div>
      }
      actions={[
        onContent && (
          <Button
            key="content"
            type="link"
            icon={<FormOutlined />}
            onClick={onContent}
            data-testid="theme-content"
          >
            {t('themes.content')}
          </Button>
        ),
        onEdit && (
          <Button key="edit" type="link" icon={<EditOutlined />} onClick={onEdit} data-testid="theme-edit">
            {t('themes.edit')}
          </Button>
        ),
        onAssign && (
          <Button
            key="assign"
            type="link"
            icon={<TeamOutlined />}
            onClick={onAssign}
            data-testid="theme-assign"
          >
            {t('themes.assign')}
          </Button>
        ),
        canDelete && !theme.Locked && (
          <Button
            key="remove"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={confirmDelete}
            data-testid="theme-remove"
          >
            {t('themes.remove')}
          </Button>
        ),
      ].filter(Boolean)}
    >
      <div className="kg-theme-card__meta">
        <span>{t('themes.dates', { start: theme.StartDate, end: theme.EndDate })}</span>
        <span className="kg-muted">{t('themes.weeks', { count: weeks })}</span>
      </div>
      {theme.Aim && <p className="kg-theme-card__aim">{theme.Aim}</p>}
      {theme.SourceKind && (
        <p className="kg-muted kg-theme-card__source" data-testid="theme-source">
          {theme.SourceKind === 'copy'
            ? t('themes.copiedFrom', { name: theme.Source })
            : theme.Source === theme.Title
              ? t('themes.fromLibraryTag')
              : t('themes.fromLibraryNamed', { name: theme.Source })}
        </p>
      )}
      <ul className="kg-theme-card__classes" data-testid="theme-classes">
        {theme.Classes.length === 0 && <li className="kg-muted">{t('themes.noClasses')}</li>}
        {theme.Classes.map((c) => (
          <li key={c.ThemeMapId} className="kg-theme-card__class" data-testid={`theme-class-${c.ClassName}`}>
            <span className="kg-theme-card__class-name">{c.ClassName}</span>
            <Tag color={STATUS_COLOURS[c.Status] ?? 'default'}>
              {t(`themes.status.${c.Status as 0 | 1 | 2}`)}
            </Tag>
            <Progress
              className="kg-theme-card__progress"
              percent={c.Total ? Math.round((c.Done / c.Total) * 100) : 0}
              size="small"
              showInfo={false}
              status={c.Status === ThemeClassStatus.done ? 'success' : 'normal'}
            />
            <span className="kg-muted kg-theme-card__count">
              {t('themes.progress', { done: c.Done, total: c.Total })}
            </span>
            <Button
              type="link"
              size="small"
              className="kg-theme-card__open"
              onClick={() => onOpenClass(c.ThemeMapId)}
              data-testid="theme-class-open"
            >
              {t('themes.openClass')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
