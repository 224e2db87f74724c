import { API, type TEndpoint, TemplateStatus, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';

const h = useHarness();
let admin: string;

beforeAll(async () => {
  admin = await h.login('admin');
});

/** A catalogued endpoint's answer (or a URL's, for a module not yet on the catalogue). */
const json = async (endpoint: TEndpoint | string, input?: unknown) => {
  const res =
    typeof endpoint === 'string' ? await h.get(endpoint, admin) : await h.call(endpoint, input, admin);
  expect(res.statusCode).toBe(200);
  return res.json().response;
};

describe('the demo school’s growth-record template (issue 6)', () => {
  it('has a published template of the open term for every grade, each built from the default set (issue 14 item 6)', async () => {
    const templates = await json(API.growthTemplates.page);
    const grades = await json(API.schoolInfo.gradeSelect, { StudyYearId: templates[0].StudyYearId });
    expect(grades.map((g: { Name: string }) => g.Name).sort()).toEqual(
      ['中班', '大班', '小班', '托班'].sort(),
    );
    expect(
      templates
        .map((t: { GradeName: string; Status: number }) => [t.GradeName, t.Status])
        .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
    ).toEqual(
      grades
        .map((g: { Name: string }) => [g.Name, TemplateStatus.published])
        .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
    );
    for (const template of templates) {
      const { List } = await json(API.growthTemplates.modules, { id: template.id });
      const types = List.map((m: { TypeNum: number }) => m.TypeNum);
      expect(types[0], template.GradeName).toBe(TypeNum.cover);
      expect(types.at(-1), template.GradeName).toBe(TypeNum.closing);
      expect(types, template.GradeName).toContain(TypeNum.termObservation);
    }
  });

  it('gives every class of the administrator’s 成长档案 a template to record against', async () => {
    const classes = await json(API.growthRecords.classes.path);
    expect(classes.length).toBe(8);
    for (const klass of classes) expect(klass.TempId, klass.ClassName).toBeGreaterThan(0);
  });

  it('has 15 children of 小一班 observed in its first monthly observation, so statistics show counts', async () => {
    const template = (await json(API.growthTemplates.page)).find(
      (t: { GradeName: string }) => t.GradeName === '小班',
    );
    const { List } = await json(API.growthTemplates.modules, { id: template.id });
    const monthly = List.find((m: { TypeNum: number }) => m.TypeNum === TypeNum.monthlyObservation);
    const table = await json(API.growthStatistics.table, {
      TempId: template.id,
      TempDetailId: monthly.Id,
      ClassId: 0,
    });
    expect(table.RecordCount).toBe(15);
    expect(table.Rows.length).toBeGreaterThan(5);
    for (const row of table.Rows) expect(row.Often + row.Sometimes + row.Never).toBe(15);
    expect(table.Rows.some((r: { Often: number }) => r.Often > 0)).toBe(true);
  });
});
