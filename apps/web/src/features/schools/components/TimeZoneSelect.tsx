import '../schools.i18n';
import { COMMON_TIME_ZONES, supportedTimeZones, utcOffsetLabel } from '@kg/contracts';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  value?: string;
  onChange?: (zone: string) => void;
  testId?: string;
};

type TZoneOption = { value: string; label: string; title: string; search: string };
type TZoneGroup = { label: string; title: string; options: TZoneOption[] };

/** The zone's name in the reader's language (Intl's own words), e.g. 中国标准时间 / China Standard Time. */
function zoneName(zone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(Date.now());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * One zone as an option: its IANA name and UTC offset; the common zones also carry their
 * translated name (one more Intl formatter each, so not for all four hundred).
 */
function zoneOption(zone: string, language: string | null): TZoneOption {
  const offset = utcOffsetLabel(zone);
  const name = language ? zoneName(zone, language) : '';
  return {
    value: zone,
    label: `${zone} (${offset})`,
    title: name,
    search: `${zone} ${zone.replaceAll('_', ' ')} ${name} ${offset}`.toLowerCase(),
  };
}

/** Every other zone, built once per page (an Intl formatter per zone costs a few hundred ms). */
let otherZones: TZoneOption[] | null = null;
function otherZoneOptions(): TZoneOption[] {
  if (!otherZones) {
    const common = new Set<string>(COMMON_TIME_ZONES);
    otherZones = [...supportedTimeZones()]
      .filter((zone) => !common.has(zone))
      .sort()
      .map((zone) => zoneOption(zone, null));
  }
  return otherZones;
}

/**
 * A school's time zone: searchable by IANA name, place name or offset, the usual zones first
 * (China's, then its neighbours and the usual places abroad), every zone the browser knows after.
 * The long list is built when the dropdown first opens, not with the form.
 */
export function TimeZoneSelect({ value, onChange, testId }: TProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [opened, setOpened] = useState(false);
  const options = useMemo((): (TZoneOption | TZoneGroup)[] => {
    if (!opened) return value ? [zoneOption(value, language)] : [];
    return [
      {
        label: t('schools.timeZoneCommon'),
        title: 'common',
        options: COMMON_TIME_ZONES.map((zone) => zoneOption(zone, language)),
      },
      { label: t('schools.timeZoneAll'), title: 'all', options: otherZoneOptions() },
    ];
  }, [opened, value, language, t]);

  return (
    <Select
      showSearch={{
        filterOption: (input, option) =>
          String((option as { search?: string } | undefined)?.search ?? '').includes(
            input.trim().toLowerCase(),
          ),
      }}
      value={value}
      onChange={onChange}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      optionRender={(option) => (
        <span className="kg-zone-option">
          <span>{String(option.data.label)}</span>
          {option.data.title && <span className="kg-zone-option__name">{option.data.title}</span>}
        </span>
      )}
      placeholder={t('schools.timeZonePlaceholder')}
      virtual
      className="kg-fill"
      data-testid={testId}
    />
  );
}
