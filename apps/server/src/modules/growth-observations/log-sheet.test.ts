import { describe, expect, it } from 'vitest';
import { logSheetOf, placePoints } from './log-sheet';

const p = (id: number, dimension: string, element: string, orderSort = id) => ({
  id,
  dimension,
  element,
  name: `点${id}`,
  orderSort,
});

describe('logSheetOf (F40)', () => {
  it('groups dimensions and elements in the order they first appear, points in order', () => {
    expect(
      logSheetOf([
        p(1, '健康', '身心状况'),
        p(2, '语言', '倾听'),
        p(3, '健康', '动作发展'),
        p(4, '健康', '身心状况'),
      ]),
    ).toEqual([
      {
        Name: '健康',
        info: [
          {
            Name: '身心状况',
            info: [
              { Id: 1, Name: '点1' },
              { Id: 4, Name: '点4' },
            ],
          },
          { Name: '动作发展', info: [{ Id: 3, Name: '点3' }] },
        ],
      },
      { Name: '语言', info: [{ Name: '倾听', info: [{ Id: 2, Name: '点2' }] }] },
    ]);
  });

  it('keeps an element name of two dimensions apart', () => {
    const sheet = logSheetOf([p(1, '健康', '习惯'), p(2, '社会', '习惯')]);
    expect(sheet.map((d) => [d.Name, d.info.map((e) => e.info.length)])).toEqual([
      ['健康', [1]],
      ['社会', [1]],
    ]);
  });

  it('is empty for no points', () => {
    expect(logSheetOf([])).toEqual([]);
  });
});

describe('placePoints', () => {
  const existing = [
    p(1, '健康', '身心状况', 10),
    p(2, '健康', '身心状况', 20),
    p(3, '健康', '动作发展', 30),
    p(4, '语言', '倾听', 40),
  ];

  it('puts a point after the last of its element and renumbers the sheet 1..n', () => {
    const { moved, placed } = placePoints(existing, [{ dimension: '健康', element: '身心状况', name: '新' }]);
    expect(placed).toEqual([{ dimension: '健康', element: '身心状况', name: '新', orderSort: 3 }]);
    expect(moved).toEqual([
      { id: 1, orderSort: 1 },
      { id: 2, orderSort: 2 },
      { id: 3, orderSort: 4 },
      { id: 4, orderSort: 5 },
    ]);
  });

  it('a new element goes after its dimension, a new dimension at the end', () => {
    const { placed } = placePoints(existing, [
      { dimension: '艺术', element: '表现', name: 'a' },
      { dimension: '健康', element: '生活习惯', name: 'b' },
      { dimension: '艺术', element: '表现', name: 'c' },
    ]);
    expect(placed.map((x) => [x.name, x.orderSort])).toEqual([
      ['a', 6],
      ['b', 4],
      ['c', 7],
    ]);
  });

  it('moves nothing when the sheet is numbered and the point goes to the end', () => {
    const numbered = existing.map((e, i) => ({ ...e, orderSort: i + 1 }));
    const { moved, placed } = placePoints(numbered, [{ dimension: '语言', element: '倾听', name: 'x' }]);
    expect(moved).toEqual([]);
    expect(placed[0]!.orderSort).toBe(5);
  });

  it('numbers the first points of an empty sheet 1..n', () => {
    const { placed } = placePoints(
      [],
      [
        { dimension: 'A', element: 'a', name: '1' },
        { dimension: 'B', element: 'b', name: '2' },
        { dimension: 'A', element: 'a', name: '3' },
      ],
    );
    expect(placed.map((x) => [x.name, x.orderSort])).toEqual([
      ['1', 1],
      ['2', 3],
      ['3', 2],
    ]);
  });
});
