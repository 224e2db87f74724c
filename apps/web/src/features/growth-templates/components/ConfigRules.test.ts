import { plateSlots, type TExerciseSection, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  backgroundFileProblem,
  configProblem,
  configurationHref,
  contentFor,
  defaultMedicalItems,
  isPlateLocked,
  logRows,
  medicalOf,
  problemMessage,
  readConfigurationInfo,
  sectionsOf,
  sheetNames,
  type TConfigDraft,
  withTopicType,
} from './ConfigRules';

const section = (change: Partial<TExerciseSection> = {}): TExerciseSection => ({
  title: '立定跳远',
  imageArr: [{ url: '/files/a' }],
  standardValues: '80-100',
  unit: '厘米',
  ...change,
});

const draft = (change: Partial<TConfigDraft> = {}): TConfigDraft => ({
  backCoverImg: '/growth/backgrounds/sunny-meadow.svg',
  plateId: 0,
  sections: [],
  medical: [],
  ...change,
});

const messageOf = (typeNum: number, d: TConfigDraft) => {
  const problem = configProblem(typeNum, d);
  return problem ? problemMessage(problem) : null;
};

describe('F38: what a save asks first', () => {
  it('a background, for every type', () => {
    for (const type of [1, 4, 5, 6, 7, 8, 12])
      expect(messageOf(type, draft({ backCoverImg: '  ' }))).toBe('请选择背景图');
    expect(messageOf(TypeNum.termObservation, draft())).toBeNull();
  });

  it('type 6: a plate, after the background', () => {
    expect(messageOf(TypeNum.plate, draft({ backCoverImg: '', plateId: 0 }))).toBe('请选择背景图');
    expect(messageOf(TypeNum.plate, draft())).toBe('请选择版式');
    expect(messageOf(TypeNum.plate, draft({ plateId: 4 }))).toBeNull();
    // Only type 6 needs one.
    expect(messageOf(TypeNum.exercise, draft({ sections: [section()] }))).toBeNull();
  });

  it('type 7: title, standard value, unit, picture of each section in turn, numbered from 1', () => {
    const empty = section({ title: '', standardValues: '', unit: '', imageArr: [] });
    expect(messageOf(7, draft({ sections: [section(), empty] }))).toBe('请填写第2项的标题');
    expect(messageOf(7, draft({ sections: [section(), { ...empty, title: '跑' }] }))).toBe(
      '请填写第2项的标准值',
    );
    expect(messageOf(7, draft({ sections: [section({ unit: ' ' })] }))).toBe('请填写第1项的单位');
    expect(messageOf(7, draft({ sections: [section({ imageArr: [] })] }))).toBe('请上传第1项的图片');
    expect(messageOf(7, draft({ sections: [section({ imageArr: [{ url: '' }] })] }))).toBe(
      '请上传第1项的图片',
    );
    // The first section's last problem comes before the second's first.
    expect(messageOf(7, draft({ sections: [section({ imageArr: [] }), empty] }))).toBe('请上传第1项的图片');
    expect(messageOf(7, draft({ sections: [section(), section(), section()] }))).toBeNull();
  });

  it('type 8: every item and sub-item has a name', () => {
    const items = defaultMedicalItems();
    expect(messageOf(8, draft({ medical: items }))).toBeNull();
    items[2]!.children![1]!.title = '';
    expect(configProblem(8, draft({ medical: items }))).toEqual({ code: 'medicalTitleRequired', n: 3 });
  });
});

describe('F39: the plate lock', () => {
  it('locks a known plate once set, unless the template was reset', () => {
    expect(isPlateLocked(0, 0)).toBe(false);
    expect(isPlateLocked(4, 0)).toBe(true);
    expect(isPlateLocked(4, 1)).toBe(true);
    expect(isPlateLocked(4, 2)).toBe(false);
    // A plate that is not one of the 13 any more may be replaced.
    expect(isPlateLocked(14, 0)).toBe(false);
  });

  it('F46: plates 4 and 5 hold 10 pictures', () => {
    expect(plateSlots(4)).toBe(10);
    expect(plateSlots(5)).toBe(10);
  });
});

describe('F37: content', () => {
  it('type 7 sends the sections, trimmed, without empty pictures; type 8 the items; others nothing', () => {
    const sections = [section({ title: ' 跳远 ', imageArr: [{ url: '/files/a' }, { url: '' }] })];
    expect(JSON.parse(contentFor(7, draft({ sections })))).toEqual([
      { title: '跳远', imageArr: [{ url: '/files/a' }], standardValues: '80-100', unit: '厘米' },
    ]);
    const medical = defaultMedicalItems();
    expect(JSON.parse(contentFor(8, draft({ medical })))).toEqual(medical);
    expect(contentFor(4, draft({ sections }))).toBe('');
    expect(contentFor(6, draft())).toBe('');
  });

  it('reads stored content back; three default sections or the default items when there is none', () => {
    const stored = [section(), section({ title: '拍球' })];
    expect(sectionsOf(JSON.stringify(stored))).toEqual(stored);
    expect(sectionsOf('')).toHaveLength(3);
    expect(sectionsOf('not json')).toHaveLength(3);
    expect(medicalOf('').map((i) => i.title)).toEqual(['身高', '体重', '视力', '听力', '龋齿', '血红蛋白']);
  });

  it('F45: the default items: units, left/right children, radio answers 正常=1 异常=0', () => {
    const items = defaultMedicalItems();
    expect(items.find((i) => i.title === '身高')?.unit).toBe('CM');
    expect(items.find((i) => i.title === '体重')?.unit).toBe('KG');
    expect(items.find((i) => i.title === '龋齿')?.unit).toBe('颗');
    expect(items.find((i) => i.title === '血红蛋白')?.unit).toBe('g/L');
    const vision = items.find((i) => i.title === '视力');
    expect(vision?.topicType).toBe('child');
    expect(vision?.children?.map((c) => c.title)).toEqual(['左眼', '右眼']);
    const hearing = items.find((i) => i.title === '听力');
    expect(hearing?.children?.[0]?.answerList).toEqual([
      { label: '正常', value: 1 },
      { label: '异常', value: 0 },
    ]);
  });

  it('changing how an item is answered keeps the rules: radio answers, child items, plain input', () => {
    const height = defaultMedicalItems()[0]!;
    const radio = withTopicType(height, 'radio');
    expect(radio.answerList.map((a) => a.value)).toEqual([1, 0]);
    const child = withTopicType(height, 'child');
    expect(child.children).toHaveLength(2);
    expect(child.answerList).toEqual([]);
    const back = withTopicType(child, 'input');
    expect(back.children).toBeUndefined();
  });
});

describe('F08: the link', () => {
  const info = { type: 6, title: '我的作品', id: 12, TypeText: '图文版面', tempId: 3, status: 0 };

  it('reads back what it writes, and a link escaped twice', () => {
    const href = configurationHref(info);
    expect(href.startsWith('/configuration?info=%7B')).toBe(true);
    expect(readConfigurationInfo(href.slice(href.indexOf('?')))).toEqual(info);
    const once = encodeURIComponent(JSON.stringify(info));
    expect(readConfigurationInfo(`?info=${encodeURIComponent(once)}`)).toEqual(info);
  });

  it('refuses a missing or broken one', () => {
    expect(readConfigurationInfo('')).toBeNull();
    expect(readConfigurationInfo('?info=%7Bnope')).toBeNull();
    expect(readConfigurationInfo(`?info=${encodeURIComponent(JSON.stringify({ title: 'x' }))}`)).toBeNull();
  });
});

describe('F36: a background upload', () => {
  it('JPEG or PNG of at most 2 MB', () => {
    expect(backgroundFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(backgroundFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(backgroundFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'imageSize',
    );
    expect(backgroundFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('imageType');
    expect(backgroundFileProblem({ name: 'a.png', type: 'image/gif', size: 10 })).toBe('imageType');
    expect(backgroundFileProblem({ name: 'a.PNG', type: '', size: 10 })).toBeNull();
  });
});

describe('F40: the log sheet as rows', () => {
  const sheet = [
    {
      Name: '健康',
      info: [
        {
          Name: '身心状况',
          info: [
            { Id: 1, Name: '情绪安定愉快' },
            { Id: 2, Name: '适应集体生活' },
          ],
        },
        { Name: '动作发展', info: [{ Id: 3, Name: '能双脚连续跳' }] },
      ],
    },
    { Name: '语言', info: [{ Name: '倾听', info: [{ Id: 4, Name: '能安静倾听' }] }] },
  ];

  it('one row per point, numbered, dimension and element repeated', () => {
    expect(logRows(sheet)).toEqual([
      { Id: 1, dimension: '健康', element: '身心状况', name: '情绪安定愉快', no: 1 },
      { Id: 2, dimension: '健康', element: '身心状况', name: '适应集体生活', no: 2 },
      { Id: 3, dimension: '健康', element: '动作发展', name: '能双脚连续跳', no: 3 },
      { Id: 4, dimension: '语言', element: '倾听', name: '能安静倾听', no: 4 },
    ]);
  });

  it('the add form offers the existing dimensions and, per dimension, its elements', () => {
    expect(sheetNames(sheet)).toEqual({
      dimensions: ['健康', '语言'],
      elements: { 健康: ['身心状况', '动作发展'], 语言: ['倾听'] },
    });
  });
});
