import {
  DIMENSION_NAME_MAX,
  GRADE_NAMES,
  GROWTH_QUESTION_MAX,
  GUARDIAN_RELATIONS,
  IMPORT_COLUMNS,
  IMPORT_LEGACY_STUDENT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED,
  NURSERY_SCOPE,
  POINT_NAME_MAX,
  QUESTION_MAX,
  QUESTION_SCOPES,
  THEME_DESCRIBE_MAX,
  THEME_IMPORT_COLUMNS,
  THEME_IMPORT_REQUIRED,
  THEME_KEYWORDS,
  THEME_QUESTION_TYPE_NAMES,
  THEME_QUESTION_TYPES,
  type TImportKind,
} from '@kg/contracts';
import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../lib/excel';
import { GROWTH_IMPORT_COLUMNS, GROWTH_IMPORT_REQUIRED, type TSheetKind } from './growth-kinds';
import { cellText, type TCell } from './workbook';

type TColumnSpec = {
  key: string;
  header: string;
  width: number;
  /** from IMPORT_REQUIRED (contracts), shared with the dialog */
  required?: boolean;
  /** date: yyyy-mm-dd cells; text: kept as typed (phones keep their digits); int: whole numbers */
  type?: 'date' | 'text' | 'int';
  /** a drop-down in Excel */
  list?: readonly string[];
  /** the 填写说明 sheet's explanation */
  note: string;
};

type TSheetSpec = {
  sheetName: string;
  columns: TColumnSpec[];
  example: TCell[];
  /** headers of older templates, still read (never written) */
  legacyHeaders?: Record<string, string>;
};

const GENDERS = ['男', '女'] as const;
const S = IMPORT_COLUMNS.student;
const T = IMPORT_COLUMNS.teacher;
const C = IMPORT_COLUMNS.class;
const Q = IMPORT_COLUMNS.question;
const O = GROWTH_IMPORT_COLUMNS.observation;
const G = GROWTH_IMPORT_COLUMNS['growth-question'];
const TQ = THEME_IMPORT_COLUMNS['theme-question'];
/** 无 first: the dialog's default (E12). */
const THEME_TYPE_NAMES = THEME_QUESTION_TYPES.map((type) => THEME_QUESTION_TYPE_NAMES[type]);

/** Templates and exports share these sheets, so an export can be imported again. */
const SPECS: Record<TSheetKind, TSheetSpec> = {
  student: {
    sheetName: '幼儿名单',
    columns: [
      { key: 'name', header: S.name, width: 14, note: '幼儿姓名，最多50个字' },
      { key: 'gender', header: S.gender, width: 8, list: GENDERS, note: '男 或 女' },
      {
        key: 'birthday',
        header: S.birthday,
        width: 14,
        type: 'date',
        note: '日期格式，例如 2022-03-15；不能晚于今天',
      },
      {
        key: 'studentNo',
        header: S.studentNo,
        width: 12,
        type: 'text',
        note: '本园学号，字母、数字或“-”，最多30个字符，园内不能重复；可不填',
      },
      {
        key: 'entryDate',
        header: S.entryDate,
        width: 14,
        type: 'date',
        note: '日期格式，例如 2025-09-01；可不填',
      },
      ...([1, 2, 3] as const).flatMap((n) => [
        {
          key: `guardian${n}Name`,
          header: S[`guardian${n}Name`],
          width: 12,
          note: n === 1 ? '首要联系人（需要联系家长时首先拨打），最多50个字；可不填' : '可不填',
        },
        {
          key: `guardian${n}Relation`,
          header: S[`guardian${n}Relation`],
          width: 12,
          list: GUARDIAN_RELATIONS,
          note: `${GUARDIAN_RELATIONS.join('、')}；填了姓名但不填关系时为 其他`,
        },
        {
          key: `guardian${n}Phone`,
          header: S[`guardian${n}Phone`],
          width: 16,
          type: 'text' as const,
          note: '11位手机号，可不填',
        },
      ]),
      {
        key: 'allergies',
        header: S.allergies,
        width: 16,
        note: '仅教职工可见，例如 花生过敏，最多500个字；可不填',
      },
      { key: 'healthNotes', header: S.healthNotes, width: 24, note: '仅教职工可见，最多1000个字；可不填' },
    ],
    example: [
      '张小明',
      '男',
      new Date(Date.UTC(2023, 2, 15)),
      '2026001',
      new Date(Date.UTC(2026, 8, 1)),
      '李娜',
      '母亲',
      '13900139000',
      '张伟',
      '父亲',
      '13800138000',
      '',
      '',
      '',
      '花生过敏',
      '',
    ],
    legacyHeaders: IMPORT_LEGACY_STUDENT_COLUMNS,
  },
  teacher: {
    sheetName: '教师名单',
    columns: [
      { key: 'name', header: T.name, width: 14, note: '教师姓名，最多50个字' },
      { key: 'gender', header: T.gender, width: 8, list: GENDERS, note: '男 或 女' },
      {
        key: 'phone',
        header: T.phone,
        width: 16,
        type: 'text',
        note: '11位手机号，可不填；同一手机号只能属于一位教师',
      },
      { key: 'title', header: T.title, width: 16, note: '例如：班主任、配班教师、保育员，最多30个字' },
    ],
    example: ['李老师', '女', '13700137000', '配班教师'],
  },
  class: {
    sheetName: '班级列表',
    columns: [
      { key: 'name', header: C.name, width: 16, note: '最多30个字；同一学年内不能重名' },
      {
        key: 'grade',
        header: C.grade,
        width: 10,
        list: GRADE_NAMES,
        note: '托班、小班、中班 或 大班',
      },
      {
        key: 'sort',
        header: C.sort,
        width: 8,
        type: 'int',
        note: '显示顺序，0 到 9999 的整数；不填则排在最后',
      },
    ],
    example: ['小三班', '小班', 10],
  },
  question: {
    sheetName: '题目列表',
    columns: [
      {
        key: 'scope',
        header: Q.scope,
        width: 12,
        list: [...QUESTION_SCOPES, NURSERY_SCOPE],
        note: '通用、大班、中班 或 小班，不填为通用；托班分类填 托班 或不填',
      },
      {
        key: 'question',
        header: Q.question,
        width: 60,
        note: `题目内容，最多${QUESTION_MAX}个字；同一适用范围内不能重复`,
      },
      {
        key: 'sort',
        header: Q.sort,
        width: 8,
        type: 'int',
        note: '显示顺序，0 到 9999 的整数，数字小的在前；不填则排在最后',
      },
    ],
    example: ['通用', '能安静地倾听别人讲话，不随意打断', 10],
  },
  observation: {
    sheetName: '观察记录表',
    columns: [
      {
        key: 'dimension',
        header: O.dimension,
        width: 14,
        note: `观察的维度，例如 健康、语言，最多${DIMENSION_NAME_MAX}个字`,
      },
      {
        key: 'element',
        header: O.element,
        width: 18,
        note: `维度下的要素，例如 身心状况，最多${DIMENSION_NAME_MAX}个字`,
      },
      {
        key: 'point',
        header: O.point,
        width: 60,
        note: `观察点，最多${POINT_NAME_MAX}个字；同一维度、要素下不能重复`,
      },
    ],
    example: ['语言', '倾听与表达', '别人对自己说话时能注意听并做出回应'],
  },
  'growth-question': {
    sheetName: '成长问题',
    columns: [
      {
        key: 'question',
        header: G.question,
        width: 70,
        note: `成长问题，最多${GROWTH_QUESTION_MAX}个字；不能与已有的问题重复`,
      },
    ],
    example: ['能主动向老师和小朋友问好'],
  },
  'theme-question': {
    sheetName: '评价内容',
    columns: [
      {
        key: 'keyword',
        header: TQ.keyword,
        width: 20,
        list: THEME_KEYWORDS.map((k) => k.Name),
        note: `《3-6岁儿童学习与发展指南》的子领域之一：${THEME_KEYWORDS.map((k) => k.Name).join('、')}`,
      },
      {
        key: 'describe',
        header: TQ.describe,
        width: 60,
        note: `幼儿在本主题中可观察的表现，最多${THEME_DESCRIBE_MAX}个字；关键词和主题描述都相同的内容不能重复`,
      },
      {
        key: 'sort',
        header: TQ.sort,
        width: 8,
        type: 'int',
        note: '显示顺序，0 到 9999 的整数，数字小的在前；不填则排在最后',
      },
      {
        key: 'type',
        header: TQ.type,
        width: 12,
        list: THEME_TYPE_NAMES,
        note: '无（只打星）、图片、文字 或 图片+文字（评价页的图文模块）；不填为无',
      },
    ],
    example: ['倾听与表达', '能大胆讲述自己在主题活动中的发现', 1, '无'],
  },
};

/** Required columns of every kind (the growth kinds are not in the contracts yet). */
const REQUIRED: Record<TSheetKind, readonly string[]> = {
  ...IMPORT_REQUIRED,
  ...GROWTH_IMPORT_REQUIRED,
  ...THEME_IMPORT_REQUIRED,
};

export const SHEETS = Object.fromEntries(
  Object.entries(SPECS).map(([kind, spec]) => {
    const required = REQUIRED[kind as TSheetKind];
    return [
      kind,
      { ...spec, columns: spec.columns.map((c) => ({ ...c, required: required.includes(c.key) })) },
    ];
  }),
) as Record<TSheetKind, TSheetSpec>;

/** key → header, and the required keys, for reading a sheet of this kind. */
export function readSpec(kind: TSheetKind) {
  const { columns, example, legacyHeaders } = SHEETS[kind];
  const headers = { ...legacyHeaders, ...Object.fromEntries(columns.map((c) => [c.key, c.header])) };
  const required = columns.filter((c) => c.required).map((c) => c.key);
  const exampleText = example.map(cellText);
  /** the template's example row, left in by the user: skipped, never imported */
  const isExample = (cells: Record<string, TCell>) =>
    columns.every((c, i) => cellText(cells[c.key] ?? null) === exampleText[i]);
  return { headers, required, isExample };
}

const BRAND = 'FF0F9B8E';
const EXAMPLE_FONT = 'FF8C8C8C';
const LAST_ROW = IMPORT_MAX_ROWS + 1;

type TSheetWithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

/**
 * One sheet of a kind: header (bold, frozen), widths, drop-downs for 性别 / 年级, date and
 * text formats for the whole column; `rows` below it, the example row in grey for a template.
 */
function addSheet(
  book: ExcelJS.Workbook,
  kind: TSheetKind,
  rows: TCell[][],
  opts: { example: boolean; extra?: { header: string; width: number } },
) {
  const spec = SHEETS[kind];
  const sheet = book.addWorksheet(spec.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, activeCell: 'A2' }],
  }) as TSheetWithValidations;
  const columns = [...spec.columns, ...(opts.extra ? [{ ...opts.extra, key: 'extra', note: '' }] : [])];
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.values = columns.map((c) => c.header);
  header.height = 22;
  header.eachCell((cell, col) => {
    const required = spec.columns[col - 1]?.required;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: required ? BRAND : 'FF4FB3A9' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    if (required) cell.note = '必填';
  });

  spec.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    const letter = column.letter;
    if (c.type === 'date') column.numFmt = 'yyyy-mm-dd';
    if (c.type === 'text') column.numFmt = '@';
    if (c.list) {
      sheet.dataValidations.add(`${letter}2:${letter}${LAST_ROW}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`"${c.list.join(',')}"`],
        showErrorMessage: true,
        errorTitle: '输入有误',
        error: `请从下拉列表中选择：${c.list.join('、')}`,
      });
    }
    if (c.type === 'date') {
      sheet.dataValidations.add(`${letter}2:${letter}${LAST_ROW}`, {
        type: 'date',
        operator: 'greaterThan',
        allowBlank: !c.required,
        formulae: [new Date(Date.UTC(1990, 0, 1))],
        showErrorMessage: true,
        errorTitle: '日期有误',
        error: '请填写日期，例如 2022-03-15',
      });
    }
  });
  // The header row keeps its own format (the column formats above reach row 1 too).
  header.eachCell((cell) => {
    cell.numFmt = 'General';
  });

  const body = opts.example ? [spec.example] : rows;
  for (const values of body) {
    const row = sheet.addRow(values.map((v) => v ?? null));
    if (opts.example) row.font = { italic: true, color: { argb: EXAMPLE_FONT } };
  }
  return sheet;
}

/** The 填写说明 sheet of a template: what each column takes, and that the example is skipped. */
function addGuide(book: ExcelJS.Workbook, kind: TSheetKind) {
  const guide = book.addWorksheet('填写说明');
  guide.columns = [
    { header: '列名', key: 'header', width: 14 },
    { header: '必填', key: 'required', width: 8 },
    { header: '说明', key: 'note', width: 60 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const c of SHEETS[kind].columns) {
    guide.addRow({ header: c.header, required: c.required ? '是' : '否', note: c.note });
  }
  guide.addRow([]);
  const tips = [
    '第一行为表头，请勿修改；第二行灰色斜体为示例，导入时会自动跳过，也可直接删除或覆盖。',
    `一次最多导入 ${IMPORT_MAX_ROWS} 条；任何一行有误时，整份文件都不会导入，系统会列出有误的行号和原因。`,
    '支持 .xlsx 和 .xls（Excel 97-2003，WPS 也可保存为此格式）文件，大小不超过 5MB。',
  ];
  for (const tip of tips) guide.addRow(['', '', tip]);
}

async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The template to download (D17): header, one example row, drop-downs, formats, a guide. */
export async function templateWorkbook(kind: TSheetKind): Promise<Buffer> {
  const book = await newWorkbook();
  addSheet(book, kind, [], { example: true });
  addGuide(book, kind);
  return toBuffer(book);
}

/** An export: the template's columns (plus, for a whole-school children list, the class). */
export async function exportWorkbook(
  kind: TImportKind,
  rows: TCell[][],
  extra?: { header: string; width: number },
): Promise<Buffer> {
  const book = await newWorkbook();
  addSheet(book, kind, rows, { example: false, extra });
  return toBuffer(book);
}
