import '../../meals.i18n';
import { API, type TSaveStandardSection, type TStandardSection, type TStandards } from '@kg/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../../api/http';
import { useEndpoint } from '../../../../api/queries';
import { useSaving } from '../../../../api/useSaving';
import { useButtons } from '../../../../app/access/NavButtons';

/** The figures of a section as the editor starts them. */
function draftOf(section: TStandardSection, s: TStandards): TSaveStandardSection {
  switch (section) {
    case 'intakes':
      return {
        Section: 'intakes',
        Rows: s.Intakes.map(({ Nutrient, Male, Female }) => ({
          Nutrient,
          Male: [...Male],
          Female: [...Female],
        })),
      };
    case 'share':
      return {
        Section: 'share',
        CareType: s.CareType,
        Rows: s.Shares.map(({ CareType, EnergyPct }) => ({ CareType, EnergyPct })),
      };
    case 'bands':
      return { Section: 'bands', Rows: s.Bands.map(({ Key, Low, High }) => ({ Key, Low, High })) };
    case 'meals':
      return {
        Section: 'meals',
        Rows: s.Meals.map(({ Meal, Served, Low, High }) => ({ Meal, Served, Low, High })),
      };
    default:
      return {
        Section: 'foodGroups',
        Rows: s.FoodGroups.map(({ Group, Band, Low, High }) => ({ Group, Band, Low, High })),
      };
  }
}

/**
 * 营养标准's editing state: one section at a time is a draft; 保存 writes that section,
 * 恢复默认 deletes the school's copy of it. Sections read the draft only when it is theirs.
 */
export function useStandardsEditor() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const standards = useEndpoint(API.nutritionStandards.get, undefined);
  const canEdit = useButtons().some((b) => b.Func === 'handleStandardEdit');
  const [draft, setDraft] = useState<TSaveStandardSection | null>(null);
  const save = useSaving(
    (body: TSaveStandardSection) => http.request(API.nutritionStandards.save, body),
    ['nutritionStandards'],
  );
  const reset = useSaving(
    (Section: TStandardSection) => http.request(API.nutritionStandards.reset, { Section }),
    ['nutritionStandards'],
  );

  const patch = (change: (d: TSaveStandardSection) => void) =>
    setDraft((d) => {
      if (!d) return d;
      const next = structuredClone(d);
      change(next);
      return next;
    });
  const submit = async () => {
    if (!draft) return;
    try {
      await save.mutateAsync(draft);
      void message.success(t('success.save'));
      setDraft(null);
    } catch {
      // Shown by the client.
    }
  };
  const restore = (section: TStandardSection) =>
    modal.confirm({
      title: t('meals.standards.restoreTitle', { name: t(`meals.standards.sections.${section}`) }),
      content: t('meals.standards.restoreContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'standard-restore-ok' },
      onOk: async () => {
        try {
          await reset.mutateAsync(section);
          void message.success(t('meals.standards.restored'));
          setDraft(null);
        } catch {
          // Shown by the client.
        }
      },
    });

  return {
    standards,
    canEdit,
    draft,
    saving: save.isPending,
    /** the draft when it is this section's */
    draftFor: <K extends TStandardSection>(section: K) =>
      (draft?.Section === section ? draft : null) as Extract<TSaveStandardSection, { Section: K }> | null,
    begin: (section: TStandardSection) => standards.data && setDraft(draftOf(section, standards.data)),
    cancel: () => setDraft(null),
    patch,
    submit,
    restore,
  };
}

export type TStandardsEditor = ReturnType<typeof useStandardsEditor>;
