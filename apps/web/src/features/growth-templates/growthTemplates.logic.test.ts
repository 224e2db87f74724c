import {
  GROWTH_TEMPLATE_MESSAGES as M,
  type TGrowthModule,
  type TGrowthTemplate,
  ZConfigurationInfo,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTypeChange,
  COVER_MAX_BYTES,
  canResetTemplate,
  configurationHref,
  coverFileProblem,
  defaultStudyYear,
  detailHref,
  draftOf,
  EMPTY_DRAFT,
  filterByTerm,
  moduleActions,
  moduleBody,
  moduleFormProblem,
  moveTo,
  readTemplateInfo,
  sheetRows,
  sortPayload,
  splitModules,
  staticHref,
  type TModuleDraft,
  templateInfo,
  WHOLE_YEAR,
} from './growthTemplates.logic';

const mod = (
  Id: number,
  TypeNum: number,
  OrderSort: number,
  extra: Partial<TGrowthModule> = {},
): TGrowthModule => ({
  Id,
  Title: `模块${Id}`,
  TypeNum,
  Type: '',
  OperatorValue: 1,
  Operator: '教师',
  OrderSort,
  Time: '',
  TimeCopy: '',
  CycleId: 0,
  CycleName: '',
  Status: 1,
  IsLook: 1,
  BackCoverImg: '',
  PlateId: 0,
  PlateLookImg: '',
  RecordCount: 0,
  ...extra,
});

const template: TGrowthTemplate = {
  id: 7,
  Status: 0,
  Clear: 0,
  CycleId: 31,
  CycleName: '2026-2027学年第二学期',
  StudyYearId: 3,
  StudyYearName: '2026-2027学年',
  GradeId: 12,
  GradeName: '大班',
  ModuleCount: 5,
  OpenCount: 4,
  RecordCount: 0,
  ParentId: 0,
  UpdatedAt: '2026-11-21T05:14:13.000Z',
  PublishedAt: null,
};

describe('F03: front, middle and end lists', () => {
  it('puts cover and catalogue first, the closing page last, everything else in the middle, each by OrderSort', () => {
    const lists = splitModules([
      mod(1, 2, 9),
      mod(2, 6, 4),
      mod(3, 3, 2),
      mod(4, 5, 3),
      mod(5, 1, 1),
      mod(6, 12, 8),
      mod(7, 4, 5),
    ]);
    expect(lists.front.map((m) => m.Id)).toEqual([5, 3]);
    expect(lists.middle.map((m) => m.Id)).toEqual([4, 2, 7, 6]);
    expect(lists.end.map((m) => m.Id)).toEqual([1]);
  });

  it('breaks an OrderSort tie (DECISIONS 22) by id', () => {
    expect(splitModules([mod(9, 6, 3), mod(8, 6, 3)]).middle.map((m) => m.Id)).toEqual([8, 9]);
  });
});

describe('F04, F05: dragging the middle list', () => {
  it('moves a module onto another one’s place, both directions', () => {
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveTo([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });

  it('sends the whole middle list with 1-based positions', () => {
    expect(sortPayload([14, 11, 12])).toEqual({
      list: [
        { id: 14, orderSort: 1 },
        { id: 11, orderSort: 2 },
        { id: 12, orderSort: 3 },
      ],
    });
  });
});

describe('F06, F07, F14, F35: what each module offers', () => {
  it('cover and catalogue: preview, background and delete only; the closing page cannot be deleted', () => {
    expect(moduleActions(1, false)).toEqual(['preview', 'cover', 'delete']);
    expect(moduleActions(3, false)).toEqual(['preview', 'cover', 'delete']);
    expect(moduleActions(2, false)).toEqual(['preview', 'cover']);
  });

  it('other types: configure, edit, preview, background, open/close, delete; type 5 also statistics', () => {
    expect(moduleActions(6, false)).toEqual(['configure', 'edit', 'preview', 'cover', 'toggle', 'delete']);
    expect(moduleActions(5, false)).toEqual([
      'configure',
      'edit',
      'preview',
      'cover',
      'statistics',
      'toggle',
      'delete',
    ]);
  });

  it('clear mode: only 清除数据, for every type', () => {
    for (const type of [1, 2, 3, 4, 5, 6, 13]) expect(moduleActions(type, true)).toEqual(['clear']);
  });
});

describe('F17: 恢复默认 is hidden for ParentId 12', () => {
  it('hides it when the stored user or the school belongs to district 12', () => {
    expect(canResetTemplate(12, 0)).toBe(false);
    expect(canResetTemplate(0, 12)).toBe(false);
    expect(canResetTemplate(0, 0)).toBe(true);
    expect(canResetTemplate(-1)).toBe(true);
    expect(canResetTemplate(undefined, undefined)).toBe(true);
  });
});

describe('F23: changing the type', () => {
  const filled: TModuleDraft = { type: 5, title: '三月观察', cycleId: 44, time: '2027-03', operator: 1 };

  it('to 4 clears the month and the term falls back to the template’s', () => {
    expect(applyTypeChange(filled, 4, 31)).toEqual({ ...filled, type: 4, time: '', cycleId: 31 });
    expect(applyTypeChange(filled, 4, 0)).toEqual({ ...filled, type: 4, time: '', cycleId: undefined });
  });

  it('to 5 keeps the month and clears the term', () => {
    expect(applyTypeChange({ ...filled, type: 4 }, 5, 31)).toEqual({
      ...filled,
      type: 5,
      cycleId: undefined,
    });
  });

  it('to any other type clears both, keeping title and operator', () => {
    expect(applyTypeChange(filled, 6, 31)).toEqual({
      type: 6,
      title: '三月观察',
      cycleId: undefined,
      time: '',
      operator: 1,
    });
  });
});

describe('F22: the form is checked in the spec’s order', () => {
  it('reports type, title, term (type 4), month (type 5), operator, one at a time', () => {
    let draft: TModuleDraft = { ...EMPTY_DRAFT, type: undefined };
    expect(moduleFormProblem(draft)).toBe(M.typeRequired);
    draft = { ...draft, type: 4 };
    expect(moduleFormProblem(draft)).toBe(M.titleRequired);
    draft = { ...draft, title: '   ' };
    expect(moduleFormProblem(draft)).toBe(M.titleRequired);
    draft = { ...draft, title: '学期观察' };
    expect(moduleFormProblem(draft)).toBe(M.cycleRequired);
    draft = { ...draft, cycleId: 31 };
    expect(moduleFormProblem(draft)).toBe(M.operatorRequired);
    expect(moduleFormProblem({ ...draft, type: 5, cycleId: undefined })).toBe(M.timeRequired);
    expect(moduleFormProblem({ ...draft, type: 5, time: '2027-03' })).toBe(M.operatorRequired);
    expect(moduleFormProblem({ ...draft, operator: 2 })).toBeNull();
    expect(moduleFormProblem({ type: 6, title: '我', cycleId: undefined, time: '', operator: 3 })).toBeNull();
  });
});

describe('F18-F20, F24, F26: the body sent', () => {
  const draft: TModuleDraft = { type: 5, title: ' 三月 ', cycleId: 31, time: '2027-03', operator: 2 };

  it('add: orderSort is the module count, the month as its first day, cycleId 0 unless type 4, no id', () => {
    expect(moduleBody(draft, { tempId: 7, moduleCount: 9 })).toEqual({
      tempId: 7,
      type: 5,
      operator: 2,
      title: '三月',
      orderSort: 9,
      time: '2027-03-01',
      cycleId: 0,
    });
    expect(moduleBody({ ...draft, type: 4, time: '' }, { tempId: 7, moduleCount: 9 })).toMatchObject({
      time: '',
      cycleId: 31,
    });
    expect(moduleBody({ ...draft, type: 6 }, { tempId: 7, moduleCount: 9 })).toMatchObject({
      time: '',
      cycleId: 0,
    });
  });

  it('edit: the id and the module’s own OrderSort', () => {
    expect(moduleBody(draft, { tempId: 7, moduleCount: 9, editing: { Id: 55, OrderSort: 4 } })).toMatchObject(
      {
        id: 55,
        orderSort: 4,
      },
    );
  });

  it('an edited module fills the form (month from its date, no term 0)', () => {
    expect(draftOf(mod(3, 5, 2, { Time: '2027-03-01', Title: '三月', OperatorValue: 4 }))).toEqual({
      type: 5,
      title: '三月',
      cycleId: undefined,
      time: '2027-03',
      operator: 4,
    });
    expect(draftOf(mod(3, 4, 2, { CycleId: 31 })).cycleId).toBe(31);
  });
});

describe('F01, F08, F35: addresses', () => {
  it('F01: the detail opens with exactly these fields, encoded; Clear 1 for clear mode', () => {
    const info = templateInfo(template, 1);
    expect(Object.keys(info)).toEqual([
      'id',
      'Status',
      'Clear',
      'GradeName',
      'StudyYearName',
      'CycleId',
      'StudyYearId',
      'GradeId',
      'GradeNameS',
      'ClassName',
      'ClassId',
    ]);
    expect(info).toMatchObject({ id: 7, Clear: 1, GradeNameS: '大班', ClassName: '', ClassId: 0 });
    const href = detailHref(info);
    expect(href).toBe(`/templateConfiguration?info=${encodeURIComponent(JSON.stringify(info))}`);
    expect(readTemplateInfo(href.slice(href.indexOf('?')))).toEqual(info);
  });

  it('reads a link escaped twice, and refuses a broken one', () => {
    const info = templateInfo(template, 0);
    const twice = encodeURIComponent(encodeURIComponent(JSON.stringify(info)));
    expect(readTemplateInfo(`?info=${twice}`)).toEqual(info);
    expect(readTemplateInfo('?info=%7Bbroken')).toBeNull();
    expect(readTemplateInfo('')).toBeNull();
  });

  it('F08: configure opens /configuration with type, title, id, TypeText, tempId, status', () => {
    const href = configurationHref(mod(42, 6, 3, { Title: '我的好朋友', Type: '图文版面', Status: 0 }), 7);
    expect(href.startsWith('/configuration?info=')).toBe(true);
    const raw = new URLSearchParams(href.slice(href.indexOf('?'))).get('info') ?? '';
    expect(JSON.parse(raw)).toEqual({
      type: 6,
      title: '我的好朋友',
      id: 42,
      TypeText: '图文版面',
      tempId: 7,
      status: 0,
    });
    expect(ZConfigurationInfo.safeParse(JSON.parse(raw)).success).toBe(true);
  });

  it('F35: statistics of a type 5 module', () => {
    const href = staticHref({ Id: 42 }, templateInfo(template, 0), 31);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/templateStatic');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      TempId: '7',
      TempDetailId: '42',
      CycleId: '31',
      StudyYearId: '3',
      GradeId: '12',
      GradeNameS: '大班',
      ClassName: '',
      ClassId: '0',
    });
  });
});

describe('the list page', () => {
  const years = [
    { Id: 5, Name: '2027-2028学年' },
    { Id: 3, Name: '2026-2027学年' },
  ];

  it('starts at the study year the calendar is in (from September), else the newest', () => {
    expect(defaultStudyYear(years, new Date(2026, 10, 21))).toBe(3);
    expect(defaultStudyYear(years, new Date(2027, 6, 1))).toBe(3);
    expect(defaultStudyYear(years, new Date(2027, 8, 1))).toBe(5);
    expect(defaultStudyYear(years, new Date(2030, 0, 1))).toBe(5);
    expect(defaultStudyYear([])).toBeUndefined();
  });

  it('全学年 shows the whole-year templates only', () => {
    const rows = [{ CycleId: 0 }, { CycleId: 31 }];
    expect(filterByTerm(rows, WHOLE_YEAR)).toEqual([{ CycleId: 0 }]);
    expect(filterByTerm(rows, undefined)).toEqual(rows);
  });
});

describe('F32: log sheet as a table', () => {
  it('merges the dimension and element cells over their points', () => {
    const rows = sheetRows([
      {
        Name: '健康',
        info: [
          {
            Name: '身心状况',
            info: [
              { Id: 1, Name: 'a' },
              { Id: 2, Name: 'b' },
            ],
          },
          { Name: '空要素', info: [] },
          { Name: '动作发展', info: [{ Id: 3, Name: 'c' }] },
        ],
      },
      { Name: '语言', info: [{ Name: '倾听', info: [{ Id: 4, Name: 'd' }] }] },
    ]);
    expect(rows.map((r) => [r.point, r.dimensionSpan, r.elementSpan])).toEqual([
      ['a', 3, 2],
      ['b', 0, 0],
      ['c', 0, 1],
      ['d', 1, 1],
    ]);
  });
});

describe('F31: a background upload is checked before it is sent', () => {
  it('JPEG or PNG only, smaller than 2 MB', () => {
    expect(coverFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(coverFileProblem({ type: 'image/jpeg', size: COVER_MAX_BYTES - 1 })).toBeNull();
    expect(coverFileProblem({ type: 'image/png', size: COVER_MAX_BYTES })).toBe('imageSize');
    expect(coverFileProblem({ type: 'image/gif', size: 10 })).toBe('imageType');
    expect(coverFileProblem({ type: '', size: 10 })).toBe('imageType');
  });
});
