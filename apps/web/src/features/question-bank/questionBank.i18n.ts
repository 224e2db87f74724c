import { section } from '../../locales/section';

const zhCN = {
  title: '过程评价题库',
};

export const questionBankText = section(zhCN, { title: 'Question bank' }, { title: 'Banco de preguntas' });
