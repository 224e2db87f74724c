import '../reports.i18n';
import type { TTermItem, TTermReport } from '@kg/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BackCover } from '../framework/BackCover';
import { CoverPage } from '../framework/CoverPage';
import { ReportPage, SectionHeading } from '../framework/ReportPage';
import { StructureFigure } from './StructureFigure';
import { TermDomainPage } from './TermDomainPage';
import { type TTermPage, termPlan } from './termPlan';

type TProps = {
  data: TTermReport;
  onOpenAdvice?: (domain: string, category: string, item: TTermItem) => void;
};

/** 学期评价报告's pages in print order (I04-I13), numbered from one plan. */
export function TermPages({ data, onOpenAdvice }: TProps) {
  const plan = useMemo(() => termPlan(data), [data]);
  const total = plan.length;
  const running = [data.SchoolName, data.ClassName, data.StudentName, data.CycleName].join(' · ');
  return (
    <>
      {plan.map((page, i) => (
        <TermSheet
          key={pageKey(page)}
          page={page}
          number={i + 1}
          total={total}
          running={running}
          data={data}
          onOpenAdvice={onOpenAdvice}
        />
      ))}
    </>
  );
}

/** A stable key: the kind, and for a domain or advice page its first item (pages keep their order). */
function pageKey(page: TTermPage) {
  if (page.kind === 'domain') return `domain-${page.domain.Name}-${page.rows[0]?.item.title ?? 'chart'}`;
  if (page.kind === 'advice') return `advice-${page.entries[0]?.item.title ?? ''}`;
  return page.kind;
}

type TSheetProps = TProps & { page: TTermPage; number: number; total: number; running: string };

function TermSheet({ page, number, total, running, data, onOpenAdvice }: TSheetProps) {
  const { t } = useTranslation();
  const k = 'reports.termReport' as const;
  switch (page.kind) {
    case 'cover':
      return (
        <CoverPage
          page={number}
          total={total}
          school={data.SchoolName}
          title={t(`${k}.title`)}
          label={t(`${k}.titleLabel`)}
          subject={data.StudentName}
          facts={[
            {
              label: t(`${k}.cover.className`),
              value: [data.GradeName, data.ClassName].filter(Boolean).join(' · '),
            },
            { label: t(`${k}.cover.term`), value: data.CycleName },
          ]}
        />
      );
    case 'guide':
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="term-guide"
          className="kg-term-page"
        >
          <SectionHeading title={t(`${k}.guide.title`)} />
          <div className="kg-term-guide">
            <p>{t(`${k}.guide.intro`, { name: data.StudentName })}</p>
            <p>{t(`${k}.guide.levels`)}</p>
            <ul className="kg-term-guide__legend" data-testid="term-legend">
              {data.Legend.map((l) => (
                <li key={l.Level}>
                  <span className="kg-term-marker" style={{ background: l.Color }}>
                    {l.Name}
                  </span>
                  {l.Level === 1 && <span>{t(`${k}.guide.red`)}</span>}
                </li>
              ))}
              <li>
                <span className="kg-term-marker kg-term-marker--none">{t(`${k}.domain.notObserved`)}</span>
                <span>{t(`${k}.guide.notObserved`)}</span>
              </li>
            </ul>
            <p>{t(`${k}.guide.chart`)}</p>
            <p className="kg-term-guide__note">{t(`${k}.guide.note`)}</p>
          </div>
        </ReportPage>
      );
    case 'structure':
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="term-structure-page"
          className="kg-term-page"
        >
          <SectionHeading
            title={t(`${k}.structure.title`)}
            sub={t(`${k}.structure.sub`, { count: data.domains.length })}
          />
          <div className="kg-term-structure">
            <StructureFigure
              domains={data.domains.map((d) => ({
                name: d.Name,
                elements: d.table.map((c) => c.CategoryName),
              }))}
              gender={data.Gender === 1 ? 'boy' : 'girl'}
              childName={data.StudentName}
            />
          </div>
        </ReportPage>
      );
    case 'domain':
      return (
        <TermDomainPage
          page={page}
          number={number}
          total={total}
          running={running}
          data={data}
          onOpenAdvice={onOpenAdvice}
        />
      );
    case 'advice':
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="term-advice-page"
          className="kg-term-page"
        >
          <SectionHeading
            title={
              page.continued
                ? `${t(`${k}.advice.title`)}${t('reports.growthHandbook.continued')}`
                : t(`${k}.advice.title`)
            }
            sub={t(`${k}.advice.pageSub`)}
          />
          <ol className="kg-term-advice-list">
            {page.entries.map((e) => (
              <li key={`${e.domain}-${e.category}-${e.item.title}`}>
                <div className="kg-term-advice-list__head">
                  <span className="kg-term-marker" style={{ background: e.item.Color }}>
                    {data.Legend.find((l) => l.Level === e.item.Level)?.Name}
                  </span>
                  <strong>{e.item.title}</strong>
                  <span className="kg-term-advice-list__where">
                    {t(`${k}.advice.where`, { domain: e.domain, category: e.category })}
                  </span>
                </div>
                <p>{e.item.InterveneContent}</p>
              </li>
            ))}
          </ol>
        </ReportPage>
      );
    case 'message':
      return (
        <ReportPage
          page={number}
          total={total}
          running={running}
          testId="term-message"
          className="kg-term-page"
        >
          <SectionHeading title={t(`${k}.message.title`)} />
          <div className="kg-term-letter">
            {data.TeacherMessage ? (
              <>
                <p className="kg-term-letter__text" data-testid="term-message-text">
                  {data.TeacherMessage}
                </p>
                {data.TeacherMessageBy && (
                  <p className="kg-term-letter__sign">
                    {t(`${k}.message.signature`, { name: data.TeacherMessageBy })}
                  </p>
                )}
              </>
            ) : (
              <p className="kg-term-letter__empty" data-testid="term-message-text">
                {t(`${k}.message.empty`)}
              </p>
            )}
          </div>
        </ReportPage>
      );
    case 'back':
      return (
        <BackCover
          page={number}
          total={total}
          school={data.SchoolName}
          printedOn={dayjs().format(t('reports.page.dateFormat'))}
        />
      );
  }
}
