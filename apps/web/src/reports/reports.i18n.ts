import { namespace } from '../locales/namespace';
import { section } from '../locales/section';
import { reportsEn } from './i18n/en';
import { reportsEs } from './i18n/es';
import { reportsZhCN } from './i18n/zh-CN';

/** Texts of the A4 reports, their PDF export and batch dialog (one file per language). */
export const reportsTexts = namespace('reports', section(reportsZhCN, reportsEn, reportsEs));
