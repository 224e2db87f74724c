import '../questionnaire.i18n';
import type { TClassResults } from '@kg/contracts';
import { Button, Card, Empty, Grid, Skeleton, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AverageCell, resultsColumns, type TResultStudent } from '../resultsColumns';
import { ChildAvatar } from './ChildAvatar';
import { ChildResultsDrawer } from './ChildResultsDrawer';

type TProps = {
  results: TClassResults | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/**
 * 查看结果: the class's children × banks with each one's average and the class's. A laptop
 * gets a table (the child fixed on the left) under the class averages; a phone
 * gets one card per child, so no bank is hidden off screen.
 */
export function ResultsView({ results, loading, failed, onRetry }: TProps) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const [child, setChild] = useState<TResultStudent | null>(null);
  const banks = results?.Categories ?? [];
  const columns = useMemo(() => resultsColumns(t, banks, setChild), [t, banks]);

  if (results && banks.length === 0) return <Empty description={t('questionnaire.noBanks')} />;
  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionnaire.noStudents')} />
  );
  const nothingYet =
    results !== undefined &&
    results.Students.length > 0 &&
    results.ClassAverages.every((c) => c.Answered === 0);

  return (
    <div data-testid="qn-results">
      {results && (
        <Typography.Paragraph type="secondary" className="kg-qn-results__legend">
          {t(results.IsBaby ? 'questionnaire.resultsLegendBaby' : 'questionnaire.resultsLegend')}
        </Typography.Paragraph>
      )}
      {nothingYet && (
        <Typography.Paragraph type="warning" data-testid="qn-results-none">
          {t('questionnaire.noResults')}
        </Typography.Paragraph>
      )}
      {results && <ClassAverageCards results={results} />}
      {compact ? (
        <div className="kg-qn-resultcards" data-testid="qn-result-cards">
          {loading && !results && <Skeleton active />}
          {(results?.Students ?? []).map((s) => (
            <Card key={s.Id} size="small" className="kg-qn-resultcard" data-testid={`qn-result-card-${s.Id}`}>
              <button
                type="button"
                className="kg-qn-childlink"
                title={t('questionnaire.openChild', { name: s.Name })}
                onClick={() => setChild(s)}
                data-testid={`qn-result-child-${s.Id}`}
              >
                <ChildAvatar name={s.Name} photo={s.Photo} gender={s.Gender} />
                <strong>{s.Name}</strong>
              </button>
              <dl className="kg-qn-resultcard__banks">
                {banks.map((bank, i) => (
                  <div key={bank.Id}>
                    <dt>{bank.Name}</dt>
                    <dd>
                      <AverageCell
                        t={t}
                        bank={bank}
                        average={s.Averages[i]?.Average ?? null}
                        testId={`qn-avg-${s.Id}-${bank.Id}`}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
          {(failed || results?.Students.length === 0) && empty}
        </div>
      ) : (
        <Table<TResultStudent>
          data-testid="qn-results-table"
          className="kg-table kg-qn-table"
          size="middle"
          rowKey="Id"
          columns={columns}
          dataSource={results?.Students ?? []}
          loading={loading}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: empty }}
        />
      )}
      {results && (
        <ChildResultsDrawer child={child} cycleId={results.CycleId} onClose={() => setChild(null)} />
      )}
    </div>
  );
}

/** 班级平均: one tile per bank, above the children (seen first on a phone as well). */
function ClassAverageCards({ results }: { results: TClassResults }) {
  const { t } = useTranslation();
  return (
    <section
      className="kg-qn-summary"
      aria-label={t('questionnaire.classAverage')}
      data-testid="qn-class-averages"
    >
      {results.Categories.map((bank, i) => {
        const average = results.ClassAverages[i];
        return (
          <div key={bank.Id} className="kg-qn-summary__item">
            <div className="kg-qn-summary__head">
              <span className="kg-qn-summary__name">{bank.Name}</span>
              <span className="kg-qn-summary__questions">{t('questionnaire.classAverage')}</span>
            </div>
            <AverageCell
              t={t}
              bank={bank}
              average={average?.Average ?? null}
              testId={`qn-class-avg-${bank.Id}`}
            />
            <span className="kg-qn-summary__questions">
              {t('questionnaire.classAnswered', { count: average?.Answered ?? 0 })}
            </span>
          </div>
        );
      })}
    </section>
  );
}
