import '../meals.i18n';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { mondayOfWeek, shiftDay, type TMenuWeek } from '@kg/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekRangeLabel } from '../weekDates';

type TProps = {
  week: TMenuWeek | undefined;
  weekStart: string;
  today: string;
  dirty: boolean;
  onWeek: (weekStart: string) => void;
};

/** The week picker: 上一周 / 本周 / 下一周, the dates, and the week's state. */
export function WeekBar({ week, weekStart, today, dirty, onWeek }: TProps) {
  const { t, i18n } = useTranslation();
  const thisWeek = mondayOfWeek(today);
  const status = !week ? null : !week.Saved && week.Cells.length === 0 ? 'empty' : week.Status;
  return (
    <div className="kg-week-bar" data-testid="menu-week-bar">
      <Space.Compact>
        <Button
          icon={<LeftOutlined />}
          onClick={() => onWeek(shiftDay(weekStart, -7))}
          data-testid="menu-prev-week"
        >
          <span className="kg-week-bar__label">{t('meals.menus.prevWeek')}</span>
        </Button>
        <Button
          onClick={() => onWeek(thisWeek)}
          disabled={weekStart === thisWeek}
          data-testid="menu-this-week"
        >
          {t('meals.menus.thisWeek')}
        </Button>
        <Button onClick={() => onWeek(shiftDay(weekStart, 7))} data-testid="menu-next-week">
          <span className="kg-week-bar__label">{t('meals.menus.nextWeek')}</span>
          <RightOutlined />
        </Button>
      </Space.Compact>
      <Typography.Text strong className="kg-week-bar__range" data-testid="menu-week-range">
        {weekRangeLabel(weekStart, i18n.language)}
      </Typography.Text>
      {status && (
        <Tag
          color={status === 'published' ? 'green' : status === 'draft' ? 'gold' : 'default'}
          data-testid="menu-status"
        >
          {t(`meals.menus.status.${status}`)}
        </Tag>
      )}
      {dirty && <Tag color="orange">{t('meals.menus.unsaved')}</Tag>}
      {week?.Status === 'published' && week.PublishedByName && week.PublishedAt && (
        <Typography.Text type="secondary" className="kg-week-bar__by">
          {t('meals.menus.publishedBy', {
            name: week.PublishedByName,
            time: new Date(week.PublishedAt).toLocaleString(i18n.language, {
              month: 'numeric',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </Typography.Text>
      )}
    </div>
  );
}
