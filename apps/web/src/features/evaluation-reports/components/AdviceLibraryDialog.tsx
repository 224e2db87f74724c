import '../evaluationReports.i18n';
import { ADVICE_LEVELS, API, type TAdviceEntry, TERM_ADVICE_MAX } from '@kg/contracts';
import { App, Button, Empty, Input, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { useEndpoint } from '../../../api/queries';
import { useSaving } from '../../../api/useSaving';

type TProps = { open: boolean; onClose: () => void };

const entryKey = (e: TAdviceEntry) => `${e.Dimension}/${e.Element}/${e.Point}`;

/**
 * 教育建议库 (DECISIONS 45: a school can edit the advice): per grade level, each area's general
 * advice and each observation point's, the product's or the school's own; 修改 writes the
 * school's (≤ 500, with a counter), 恢复默认 goes back. Every term report of the school uses it.
 */
export function AdviceLibraryDialog({ open, onClose }: TProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<number>(1);
  const library = useEndpoint(API.termReports.adviceLibrary, { Level: level }, { enabled: open });
  const k = 'evaluationReports.library' as const;
  const groups = new Map<string, TAdviceEntry[]>();
  for (const item of library.data?.Items ?? [])
    groups.set(item.Dimension, [...(groups.get(item.Dimension) ?? []), item]);
  return (
    <Modal
      open={open}
      title={t(`${k}.title`)}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      data-testid="advice-library"
    >
      <p className="kg-muted kg-hub-library__intro">{t(`${k}.intro`)}</p>
      <Segmented
        value={level}
        onChange={(v) => setLevel(Number(v))}
        options={ADVICE_LEVELS.map((l) => ({ value: l, label: t(`${k}.levels.l${l}`) }))}
        data-testid="advice-library-levels"
      />
      {library.isPending ? (
        <Skeleton active />
      ) : !library.data?.Items.length ? (
        <Empty />
      ) : (
        <div className="kg-hub-library">
          {[...groups.entries()].map(([domain, items]) => (
            <section key={domain} className="kg-hub-library__domain">
              <h3>{domain}</h3>
              {items.map((item) => (
                <AdviceRow key={entryKey(item)} item={item} />
              ))}
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

function AdviceRow({ item }: { item: TAdviceEntry }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaving(
    (Advice: string) =>
      http.request(API.termReports.saveAdvice, {
        Dimension: item.Dimension,
        Element: item.Element,
        Point: item.Point,
        Advice,
      }),
    ['termReports'],
  );
  const k = 'evaluationReports.library' as const;
  const own = Boolean(item.Advice);
  const submit = async (advice: string) => {
    try {
      await save.mutateAsync(advice);
      void message.success(t(`${k}.saved`));
      setDraft(null);
    } catch {
      // the client said why; the draft stays
    }
  };
  return (
    <div
      className={`kg-hub-library__row${item.Point ? '' : ' kg-hub-library__row--element'}`}
      data-testid="advice-library-row"
      data-point={item.Point || item.Element}
    >
      <div className="kg-hub-library__head">
        <span className="kg-hub-library__name">
          {item.Point || t(`${k}.general`, { element: item.Element })}
        </span>
        <Tag color={own ? 'processing' : 'default'} bordered={false}>
          {t(own ? `${k}.own` : `${k}.product`)}
        </Tag>
        {draft === null && (
          <Button
            size="small"
            type="link"
            onClick={() => setDraft(item.Advice || item.Default)}
            data-testid="advice-library-edit"
          >
            {t(`${k}.edit`)}
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="kg-hub-library__text">{item.Advice || item.Default}</p>
      ) : (
        <>
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            count={{ max: TERM_ADVICE_MAX, show: true }}
            autoSize={{ minRows: 3, maxRows: 8 }}
            data-testid="advice-library-input"
          />
          <div className="kg-hub-library__actions">
            {own && (
              <Button size="small" onClick={() => void submit('')} disabled={save.isPending}>
                {t(`${k}.reset`)}
              </Button>
            )}
            <Button size="small" onClick={() => setDraft(null)} disabled={save.isPending}>
              {t(`${k}.cancel`)}
            </Button>
            <Button
              size="small"
              type="primary"
              loading={save.isPending}
              disabled={!draft.trim() || [...draft].length > TERM_ADVICE_MAX}
              onClick={() => void submit(draft.trim())}
              data-testid="advice-library-save"
            >
              {t(`${k}.save`)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
