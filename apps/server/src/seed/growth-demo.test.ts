import { TemplateStatus, TypeNum } from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';

const h = useHarness();
const BASE = '/api/mgd/Eval_Growth';
let admin: string;

beforeAll(async () => {
  admin = await h.login('admin');
});

const json = async (url: string) => {
  const res = await h.get(url, admin);
  expect(res.statusCode).toBe(200);
  return res.json().response;
};

describe('the demo school’s growth-record template (issue 6)', () => {
  it('has one published 小班 template for the open term, built from the default set', async () => {
    const templates = await json(`${BASE}/GetTenantTempPage`);
    expect(templates.map((t: { GradeName: string; Status: number }) => [t.GradeName, t.Status])).toEqual([
      ['小班', TemplateStatus.published],
    ]);
    const { List } = await json(`${BASE}/GetTenantTempDetailInfoWeb?id=${templates[0].id}`);
    const types = List.map((m: { TypeNum: number }) => m.TypeNum);
    expect(types[0]).toBe(TypeNum.cover);
    expect(types.at(-1)).toBe(TypeNum.closing);
    expect(types).toContain(TypeNum.monthlyObservation);
    expect(types).toContain(TypeNum.termObservation);
  });

  it('has 15 children of 小一班 observed in its first monthly observation, so statistics show counts', async () => {
    const [template] = await json(`${BASE}/GetTenantTempPage`);
    const { List } = await json(`${BASE}/GetTenantTempDetailInfoWeb?id=${template.id}`);
    const monthly = List.find((m: { TypeNum: number }) => m.TypeNum === TypeNum.monthlyObservation);
    const table = await json(
      `${BASE}/GetTableByGrowDetail?TempId=${template.id}&TempDetailId=${monthly.Id}&ClassId=0`,
    );
    expect(table.RecordCount).toBe(15);
    expect(table.Rows.length).toBeGreaterThan(5);
    for (const row of table.Rows) expect(row.Often + row.Sometimes + row.Never).toBe(15);
    expect(table.Rows.some((r: { Often: number }) => r.Often > 0)).toBe(true);
  });
});
