import { section } from '../../locales/section';

const zhCN = {
  title: '问卷评价',
};

export const questionnaireText = section(zhCN, { title: 'Questionnaires' }, { title: 'Cuestionarios' });
