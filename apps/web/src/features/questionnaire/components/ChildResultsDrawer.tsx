import '../questionnaire.i18n';
import type { TChildResults } from '@kg/contracts';
import { Alert, Drawer, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChildResults } from '../questionnaire.api';
import { formatAnswer, formatAverage } from '../resultsFormat';

type TChild = { Id: number; Name: string };
type TBank = TChildResults['Categories'][number];

/**
 * A child's answers by bank and question: this term's beside the previous term's (the
 * parent handbook's comparison, GetChildResults), with each bank's averages.
 */
export function ChildResultsDrawer({
  child,
  cycleId,
  onClose,
}: {
  child: TChild | null;
  cycleId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useChildResults(child?.Id ?? null, cycleId);
  const data = query.data?.StudentId === child?.Id ? query.data : undefined;
  return (
    <Drawer
      title={child ? t('questionnaire.childTitle', { name: child.Name }) : ''}
      open={child !== null}
      onClose={onClose}
      size={window.innerWidth < 600 ? '100%' : 640}
      data-testid="qn-child-results"
      rootClassName="kg-qn-childresults"
    >
      {query.isError && <Alert type="error" showIcon title={t('common.loadFailed')} />}
      {!data && !query.isError && <Skeleton active />}
      {data && data.Categories.length === 0 && (
        <Empty description={t('questionnaire.childEmpty', { term: data.CycleName })} />
      )}
      {data && data.Categories.length > 0 && data.PreviousCycleId !== null && !hasPrevious(data) && (
        <Alert
          type="info"
          showIcon
          title={t('questionnaire.noPrevious')}
          className="kg-qn-childresults__note"
        />
      )}
      {data?.Categories.map((bank) => (
        <BankAnswers key={bank.CateId} bank={bank} results={data} />
      ))}
    </Drawer>
  );
}

const hasPrevious = (data: TChildResults) => data.Categories.some((c) => c.PreviousAverage !== null);

/** One bank: its averages, then each question with this term's and the previous term's answer. */
function BankAnswers({ bank, results }: { bank: TBank; results: TChildResults }) {
  const { t } = useTranslation();
  const previous = results.PreviousCycleId !== null && hasPrevious(results);
  return (
    <section className="kg-qn-bankanswers" data-testid={`qn-child-bank-${bank.CateId}`}>
      <header className="kg-qn-bankanswers__head">
        <h3>{bank.CateName}</h3>
        <Tag color="cyan" variant="filled" data-testid={`qn-child-avg-${bank.CateId}`}>
          {t('questionnaire.bankAverage')} {formatAverage(t, bank.Average, bank.IsBaby)}
        </Tag>
        {previous && (
          <Tag variant="filled" data-testid={`qn-child-prevavg-${bank.CateId}`}>
            {results.PreviousCycleName} {formatAverage(t, bank.PreviousAverage, bank.IsBaby)}
          </Tag>
        )}
      </header>
      <table className="kg-qn-bankanswers__table">
        <thead>
          <tr>
            <th scope="col">{t('questionnaire.questionCol')}</th>
            <th scope="col">{results.CycleName}</th>
            {previous && <th scope="col">{results.PreviousCycleName}</th>}
          </tr>
        </thead>
        <tbody>
          {bank.Content.map((item, i) => (
            <tr key={item.Name} data-testid="qn-child-answer">
              <td>
                {i + 1}. {item.Name}
              </td>
              <td className="kg-qn-bankanswers__now">{formatAnswer(t, item.Value, bank.IsBaby)}</td>
              {previous && (
                <td className="kg-qn-bankanswers__before">
                  {formatAnswer(t, item.PreviousValue, bank.IsBaby)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
