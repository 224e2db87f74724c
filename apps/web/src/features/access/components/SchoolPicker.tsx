import '../access.i18n';
import { BankOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/useSession';
import { useIsPlatformAdmin, useSchoolOptions } from '../access';

type TProps = {
  /** 0: the caller's own school */
  value: number;
  onChange: (schoolId: number) => void;
  testId: string;
};

/** The platform administrator's choice of school; nothing for anyone else. */
export function SchoolPicker({ value, onChange, testId }: TProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isPlatform = useIsPlatformAdmin();
  const schools = useSchoolOptions(isPlatform);
  if (!isPlatform) return null;
  const own = user?.SchoolId ?? 0;
  return (
    <Select
      className="kg-filterbar__select"
      prefix={<BankOutlined />}
      value={value || own}
      onChange={(id: number) => onChange(id === own ? 0 : id)}
      options={(schools.data ?? [{ Id: own, Name: user?.SchoolName ?? '' }]).map((s) => ({
        value: s.Id,
        label: s.Name,
      }))}
      showSearch
      optionFilterProp="label"
      loading={schools.isFetching}
      aria-label={t('access.school')}
      data-testid={testId}
    />
  );
}
