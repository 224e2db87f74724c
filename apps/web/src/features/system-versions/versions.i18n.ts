import { namespace } from '../../locales/namespace';
import { section } from '../../locales/section';

/** 版本记录: the version list. */
const zhCN = {
  title: '版本记录',
  subtitle: '平台的每一次更新都记录在这里',
  latest: '最新',
  empty: '暂无版本记录',
};

const en: typeof zhCN = {
  title: 'Release history',
  subtitle: 'Every platform update is recorded here',
  latest: 'Latest',
  empty: 'No releases yet',
};

const es: typeof zhCN = {
  title: 'Historial de versiones',
  subtitle: 'Cada actualización de la plataforma queda registrada aquí',
  latest: 'Última',
  empty: 'Aún no hay versiones',
};

export const versionsTexts = namespace('versions', section(zhCN, en, es));
