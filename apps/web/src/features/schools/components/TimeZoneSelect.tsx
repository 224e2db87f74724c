import { COMMON_TIME_ZONES, supportedTimeZones, utcOffsetLabel } from '@kg/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  value?: string;
  onChange?: (zone: string) => void;
  testId?: string;
};

/** The zone's name in the reader's language (Intl's own words), e.g. 中国时间 / China Time. */
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
 * A school's time zone: searchable by IANA name, place name or offset, the usual zones first
 * (China's, then its neighbours and the usual places abroad), every zone the browser knows after.
 */
export function TimeZoneSelect({ value, onChange, testId }: TProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const option = (zone: string) => {
      const name = zoneName(zone, language);
      const offset = utcOffsetLabel(zone);
      return {
        value: zone,
        label: `${zone} (${offset})`,
        title: name,
        search: `${zone} ${zone.replaceAll('_', ' ')} ${name} ${offset}`.toLowerCase(),
      };
    };
    const common = new Set<string>(COMMON_TIME_ZONES);
    const rest = [...supportedTimeZones()].filter((zone) => !common.has(zone)).sort();
    return [
      { label: t('schools.timeZoneCommon'), title: 'common', options: COMMON_TIME_ZONES.map(option) },
      { label: t('schools.timeZoneAll'), title: 'all', options: rest.map(option) },
    ];
  }, [language, t]);

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
