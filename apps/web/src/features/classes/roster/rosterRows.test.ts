import type { TStudentRow } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { parseClassId, rosterRows, rosterStats } from './rosterRows';

const child = (Id: number, Name: string, Gender: number, Birthday: string): TStudentRow => ({
  Id,
  Name,
  Gender,
  Birthday,
  IsBaby: false,
  BabyLevel: null,
  ClassId: 3,
  ClassName: '小一班',
  GradeName: '小班',
  Photo: null,
  Status: 1,
});

const today = new Date(2026, 10, 21);

describe('rosterRows', () => {
  it('numbers the children from 1 in pinyin order of their names', () => {
    const rows = rosterRows(
      [
        child(1, '张子涵', 1, '2023-03-02'),
        child(2, '安若溪', 2, '2023-05-20'),
        child(3, '李浩然', 1, '2022-12-01'),
      ],
      today,
    );
    expect(rows.map((r) => [r.no, r.name])).toEqual([
      [1, '安若溪'],
      [2, '李浩然'],
      [3, '张子涵'],
    ]);
  });

  it('keeps children of the same name apart by id, in a stable order', () => {
    const rows = rosterRows([child(9, '王乐', 1, '2023-01-01'), child(4, '王乐', 2, '2023-01-01')], today);
    expect(rows.map((r) => r.id)).toEqual([4, 9]);
  });

  it('carries the birthday as a date and the age at today', () => {
    const [row] = rosterRows([child(1, '安若溪', 2, '2023-09-21T00:00:00')], today);
    expect(row).toMatchObject({ birthday: '2023-09-21', age: { years: 3, months: 2 }, gender: 2 });
  });

  it('leaves the age empty without a usable birthday', () => {
    const [row] = rosterRows([child(1, '安若溪', 2, '')], today);
    expect(row).toMatchObject({ birthday: '', age: null });
  });

  it('does not reorder the list it was given', () => {
    const input = [child(1, '张子涵', 1, '2023-03-02'), child(2, '安若溪', 2, '2023-05-20')];
    rosterRows(input, today);
    expect(input.map((s) => s.Id)).toEqual([1, 2]);
  });
});

describe('rosterStats', () => {
  it('counts boys, girls and anyone without a recorded gender', () => {
    expect(rosterStats([{ Gender: 1 }, { Gender: 2 }, { Gender: 1 }, { Gender: 0 }])).toEqual({
      total: 4,
      boys: 2,
      girls: 1,
      unknown: 1,
    });
  });

  it('is all zeros for an empty class', () => {
    expect(rosterStats([])).toEqual({ total: 0, boys: 0, girls: 0, unknown: 0 });
  });
});

describe('parseClassId', () => {
  it('reads a positive id from the query', () => {
    expect(parseClassId('3')).toBe(3);
    expect(parseClassId(' 12 ')).toBe(12);
  });

  it('gives null for a missing, zero, negative or malformed id', () => {
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '3abc', '1e3', '12345678901']) {
      expect(parseClassId(bad)).toBeNull();
    }
  });
});
