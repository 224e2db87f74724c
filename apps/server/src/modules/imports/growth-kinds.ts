import {
  DIMENSION_NAME_MAX,
  type TGrowthImportKind,
  type TImportKind,
  type TThemeImportKind,
} from '@kg/contracts';

/**
 * The growth-template imports (F42, issue 6): observation points of a type 4/5 module's log
 * sheet and growth questions of a type 12 module. Their kinds are in packages/contracts/imports.ts
 * (GROWTH_IMPORT_KINDS, the template's params); their columns and messages stay here until the
 * contracts carry them (IMPORT_COLUMNS, IMPORT_REQUIRED, IMPORT_FILE_NAMES, messages).
 *
 * Every kind a sheet is made or read for (the theme-content import's, E15, is all in the contracts):
 */
export type TSheetKind = TImportKind | TGrowthImportKind | TThemeImportKind;

export const GROWTH_IMPORT_COLUMNS = {
  observation: { dimension: '维度', element: '要素', point: '观察点' },
  'growth-question': { question: '成长问题' },
} as const;
export const GROWTH_IMPORT_REQUIRED = {
  observation: ['dimension', 'element', 'point'],
  'growth-question': ['question'],
} as const satisfies {
  [K in TGrowthImportKind]: ReadonlyArray<keyof (typeof GROWTH_IMPORT_COLUMNS)[K]>;
};
export const GROWTH_IMPORT_TEMPLATE_NAMES: Record<TGrowthImportKind, string> = {
  observation: '观察记录表导入模板.xlsx',
  'growth-question': '成长问题导入模板.xlsx',
};

/** Row reasons the contracts' GROWTH_TEMPLATE_MESSAGES do not have. */
export const GROWTH_IMPORT_MESSAGES = {
  dimensionTooLong: `维度不能超过${DIMENSION_NAME_MAX}个字`,
  elementTooLong: `要素不能超过${DIMENSION_NAME_MAX}个字`,
  /** `{row}`: the earlier row of the file */
  pointTwice: '与第{row}行重复（维度、要素和观察点都相同）',
  questionTwice: '与第{row}行成长问题重复',
} as const;
