import { Gender } from '@kg/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Gender 1 男, 2 女 (contracts `Gender`). */
export function GenderTag({ gender }: { gender: number }) {
  const { t } = useTranslation();
  if (gender === Gender.boy) return <Tag color="blue">{t('common.boy')}</Tag>;
  if (gender === Gender.girl) return <Tag color="magenta">{t('common.girl')}</Tag>;
  return <Tag>{t('common.unknown')}</Tag>;
}
