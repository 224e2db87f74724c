import { TABLE_TITLE_DEFAULTS } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/createHttpClient';
import { editFailureKind, editRequest, rated, retitled, titleText, withEdits } from './handbookEdits';
import { handbookGroup, handbookItem, handbookOf, handbookTable } from './handbookFixtures';

const base = handbookItem(7, 5, {
  Title: '健康表现评价表',
  List: [
    { manifestation: '自己洗手', isActivite: 1 },
    { manifestation: '按时午睡', isActivite: 0 },
  ],
});

const observation = handbookItem(8, 4, { Table: handbookTable([{ title: '学生表现', desc: '专注' }]) });

describe('H34: a click on a rating cell', () => {
  it('sets the row to 1 真棒, 2 较好 or 3 加油 and keeps the others', () => {
    expect(rated(base, 1, 3)).toEqual({
      type: 5,
      List: [
        { manifestation: '自己洗手', isActivite: 1 },
        { manifestation: '按时午睡', isActivite: 3 },
      ],
    });
  });

  it('changes nothing for the level the row has, a level that is none of the three, or no row', () => {
    expect(rated(base, 0, 1)).toBeNull();
    expect(rated(base, 0, 0)).toBeNull();
    expect(rated(base, 0, 4)).toBeNull();
    expect(rated(base, 5, 1)).toBeNull();
  });
});

describe('H33: a renamed observation-table title', () => {
  it('renames a header title or a row’s title in the whole table', () => {
    const header = retitled(observation, { field: 'titleTab2' }, ' 活动内容 ');
    expect(header?.type).toBe(4);
    expect(header?.type === 4 && header.Table.titleTab2).toBe('活动内容');
    const row = retitled(observation, { row: 0 }, '今天的表现');
    expect(row?.type === 4 && row.Table.List[0]).toEqual({ title: '今天的表现', desc: '专注' });
  });

  it('keeps titles to 10 characters and ignores an unchanged or empty one', () => {
    expect(titleText('一二三四五六七八九十十一')).toBe('一二三四五六七八九十');
    expect(titleText('   ')).toBeNull();
    expect(retitled(observation, { field: 'titleTab1' }, '姓名')).toBeNull();
    expect(retitled(observation, { field: 'titleTab1' }, '')).toBeNull();
    expect(retitled(observation, { row: 3 }, '新标题')).toBeNull();
  });

  it('starts from the default table when the page has none', () => {
    const edit = retitled({ ...observation, Table: null }, { field: 'titleTab4' }, '观察老师');
    expect(edit?.type === 4 && edit.Table.titleTab1).toBe(TABLE_TITLE_DEFAULTS[0]);
    expect(edit?.type === 4 && edit.Table.titleTab4).toBe('观察老师');
    expect(edit?.type === 4 && edit.Table.List).toHaveLength(4);
  });
});

describe('the save (design Q7)', () => {
  it('sends the whole table as JSON text with the stamp it started from', () => {
    const edit = rated(base, 1, 2)!;
    const request = editRequest(base, edit, '2026-03-02T08:00:00.000Z');
    expect(request).toMatchObject({ id: 7, type: 5, UpdatedAt: '2026-03-02T08:00:00.000Z' });
    expect(JSON.parse(request.content)).toEqual({
      title: '健康表现评价表',
      List: [
        { manifestation: '自己洗手', isActivite: 1 },
        { manifestation: '按时午睡', isActivite: 2 },
      ],
    });
    const table = retitled(observation, { field: 'titleTab3' }, '日期')!;
    expect(JSON.parse(editRequest(observation, table, observation.UpdatedAt).content)).toMatchObject({
      titleTab3: '日期',
      name: '李小米',
      List: [{ title: '学生表现', desc: '专注' }],
    });
  });

  it('shows the edited tables until the save is read back', () => {
    const data = handbookOf([
      handbookGroup(1, [base, observation], { title: '三月', StartDate: '', EndDate: '', Recorder: '' }),
    ]);
    expect(withEdits(data, {})).toBe(data);
    const shown = withEdits(data, { 7: rated(base, 1, 3)!, 8: retitled(observation, { row: 0 }, '表现')! });
    expect(shown.groups[0]?.infos[0]?.List[1]?.isActivite).toBe(3);
    expect(shown.groups[0]?.infos[1]?.Table?.List[0]?.title).toBe('表现');
    expect(data.groups[0]?.infos[0]?.List[1]?.isActivite).toBe(0);
  });
});

describe('a refused table edit', () => {
  it('a 409 says the table now shows the other writer’s version; other refusals keep the server’s words', () => {
    expect(
      editFailureKind(
        new ApiError('business', '这一页已被王丽在10:02修改，请刷新后再保存；您填写的内容已保留', 409, true),
      ),
    ).toBe('stale');
    expect(editFailureKind(new ApiError('business', '只能编辑自己班级的幼儿', 403, true))).toBeNull();
    expect(editFailureKind(new ApiError('network', '', undefined))).toBe('failed');
    expect(editFailureKind('boom')).toBe('failed');
  });
});
