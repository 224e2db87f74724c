import { type TStudentPhysical, TypeNum } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { allScored, medicalRows, scoredSheet, startingAnswer, withPhysical } from './recordAnswers';

const sheet = [
  {
    Name: '健康',
    info: [
      {
        Name: '动作',
        info: [
          { Id: 1, Name: '能跳' },
          { Id: 2, Name: '能跑' },
        ],
      },
    ],
  },
  { Name: '语言', info: [{ Name: '倾听', info: [{ Id: 3, Name: '能听' }] }] },
];

describe('what an editor starts from', () => {
  it('G28/G29: a saved answer laid over the sheet as it is now (new points 0, gone points dropped)', () => {
    const saved = [
      {
        Name: '健康',
        Title: '',
        Describe: '好',
        info: [
          {
            Name: '动作',
            info: [
              { Id: 1, Name: '能跳', Value: 2 },
              { Id: 9, Name: '旧', Value: 3 },
            ],
          },
        ],
      },
    ];
    const laid = scoredSheet(sheet, saved);
    expect(laid[0]!.Describe).toBe('好');
    expect(laid.flatMap((d) => d.info.flatMap((e) => e.info.map((p) => [p.Id, p.Value])))).toEqual([
      [1, 2],
      [2, 0],
      [3, 0],
    ]);
    expect(allScored(laid)).toBe(false);
  });

  it('G28: a term observation has 故事描述, 分析, 支持', () => {
    const a = startingAnswer({ TypeNum: 4, Title: '学期', PlateId: 0, Content: JSON.stringify(sheet) }, '');
    expect((a as { cycleWrites: Array<{ Title: string }> }).cycleWrites.map((w) => w.Title)).toEqual([
      '故事描述',
      '分析',
      '支持',
    ]);
  });

  it('G31: a table starts with the default headers and rows', () => {
    const a = startingAnswer({ TypeNum: TypeNum.table, Title: '表', PlateId: 0, Content: '' }, '', {
      studentName: '李想',
    }) as Record<string, unknown>;
    expect([a.titleTab1, a.titleTab2, a.titleTab3, a.titleTab4]).toEqual([
      '姓名',
      '内容',
      '观察日期',
      '记录人',
    ]);
    expect((a.List as Array<{ title: string }>).map((r) => r.title)).toEqual([
      '学生表现',
      '问题原因',
      '解决问题计划',
      '变化/成长',
    ]);
    expect(a.name).toBe('李想');
  });

  it('G32: a rating table takes the growth questions, or 10 blank rows; the title fits 10 characters', () => {
    const withQuestions = startingAnswer(
      {
        TypeNum: 12,
        Title: '成长评价表一二三四五六',
        PlateId: 0,
        Content: JSON.stringify([{ Name: '会洗手' }]),
      },
      '',
    ) as { title: string; List: unknown[] };
    expect(withQuestions.title).toHaveLength(10);
    expect(withQuestions.List).toEqual([{ manifestation: '会洗手', isActivite: 0 }]);
    const blank = startingAnswer({ TypeNum: 12, Title: '评价', PlateId: 0, Content: '[]' }, '') as {
      List: unknown[];
    };
    expect(blank.List).toHaveLength(10);
  });

  it('G36: a plate gets one image item per slot (10 for plate 4) and one text per box', () => {
    const a = startingAnswer({ TypeNum: 6, Title: '精彩', PlateId: 4, Content: '' }, '') as {
      List: Array<{ Type: string }>;
    };
    expect(a.List.filter((i) => i.Type === 'image')).toHaveLength(10);
    expect(a.List.filter((i) => i.Type === 'text')).toHaveLength(1);
    const single = startingAnswer({ TypeNum: 6, Title: '一张', PlateId: 1, Content: '' }, '') as {
      List: Array<{ Type: string }>;
    };
    expect(single.List.map((i) => i.Type)).toEqual(['image']);
  });

  it('G20: the cover starts with the child’s photo and an empty line for their own words', () => {
    const a = startingAnswer({ TypeNum: 1, Title: '封面', PlateId: 0, Content: '' }, '', {
      studentPhoto: '/files/x',
      studentName: '李想',
    }) as {
      List: Array<{ Content: string }>;
    };
    expect(a.List.map((i) => i.Content)).toEqual(['/files/x', '']);
  });
});

describe('G33: physical rows filled from the latest exam', () => {
  const items = [
    { title: '身高', isOpen: true, type: 'Height', topicType: 'input' as const, unit: 'CM', answerList: [] },
    {
      title: '听力',
      isOpen: true,
      type: 'Hearing',
      topicType: 'child' as const,
      unit: '',
      answerList: [],
      children: [
        {
          title: '左耳',
          isOpen: true,
          type: 'HearingLeft',
          topicType: 'radio' as const,
          unit: '',
          answerList: [],
        },
        {
          title: '右耳',
          isOpen: false,
          type: 'HearingRight',
          topicType: 'radio' as const,
          unit: '',
          answerList: [],
        },
      ],
    },
  ];
  const exam: TStudentPhysical = {
    Time: '2026-09-15',
    Height: '101.5',
    Weight: '16',
    VisionLeft: '5.0',
    VisionRight: '5.0',
    HearingLeft: '通过',
    HearingRight: '通过',
    Tooth: '0',
    Hemoglobin: '120',
    Source: '体检',
  };

  it('flattens the groups, skips closed items and maps 通过 to 正常 (1)', () => {
    const rows = medicalRows(items);
    expect(rows.map((r) => r.Describe)).toEqual(['身高', '听力（左耳）']);
    const filled = withPhysical(rows, exam);
    expect(filled.map((r) => r.Value)).toEqual(['101.5', '1']);
    expect(filled[0]!.Time).toBe('2026-09-15');
  });

  it('keeps what the teacher already typed', () => {
    const rows = medicalRows(items).map((r, i) => (i === 0 ? { ...r, Value: '99' } : r));
    expect(withPhysical(rows, exam)[0]!.Value).toBe('99');
    expect(withPhysical(rows, null)).toBe(rows);
  });
});
