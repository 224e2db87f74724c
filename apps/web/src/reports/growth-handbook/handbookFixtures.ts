import type { THandbook, THandbookGroup, THandbookItem, TTableAnswer } from '@kg/contracts';

/**
 * Test data for this folder's tests, never imported by the report: one child (李小米, 小班
 * 小一班, 阳光幼儿园) and builders for her entries and their pages; `extra` sets anything else.
 */

/** A page of an entry, blank but for its Id and Type (2 寄语, 3 category, 4 and 5 the tables). */
export const handbookItem = (
  Id: number,
  Type: number,
  extra: Partial<THandbookItem> = {},
): THandbookItem => ({
  Id,
  Type,
  CateName: '',
  Dimension: null,
  Content: '',
  StudentName: '李小米',
  GradeName: '小班',
  ClassName: '小一班',
  ImgList: [],
  VideoList: [],
  Table: null,
  Title: '',
  List: [],
  UpdatedAt: '2026-03-01T08:00:00.000Z',
  ...extra,
});

/** An entry recorded by 王丽, dated from its Id: 2026-03-0{Id} to 2026-03-2{Id}. */
export const handbookGroup = (
  Id: number,
  infos: THandbookItem[],
  extra: Partial<THandbookGroup> = {},
): THandbookGroup => ({
  Id,
  title: `2026-03-0${Id}至2026-03-2${Id}`,
  StartDate: `2026-03-0${Id}`,
  EndDate: `2026-03-2${Id}`,
  Recorder: '王丽',
  CoverImg: '',
  infos,
  ...extra,
});

/** The child's handbook of the entries given, as a writer sees it. */
export const handbookOf = (groups: THandbookGroup[]): THandbook => ({
  SchoolName: '阳光幼儿园',
  StudentId: 12,
  StudentName: '李小米',
  GradeName: '小班',
  ClassName: '小一班',
  Editable: true,
  groups,
});

/** An observation table (Type 4) filled in for the child, with the rows given. */
export const handbookTable = (
  List: TTableAnswer['List'],
  extra: Partial<TTableAnswer> = {},
): TTableAnswer => ({
  titleTab1: '姓名',
  titleTab2: '内容',
  titleTab3: '观察日期',
  titleTab4: '记录人',
  name: '李小米',
  content: '搭积木',
  looktime: '2026-03-05',
  writename: '王丽',
  List,
  ...extra,
});
