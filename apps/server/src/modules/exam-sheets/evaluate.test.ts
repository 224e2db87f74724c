import { EXAM_VISION_LINE, evaluateExam, type TExamMeasures } from '@kg/contracts';
import { describe, expect, it } from 'vitest';

const child = { sexType: 1, birthday: '2022-05-01' };
const exam = (over: Partial<TExamMeasures> = {}): TExamMeasures => ({
  Time: '2026-11-02',
  Height: '105.0',
  Weight: '17.0',
  VisionLeft: '5.0',
  VisionRight: '5.0',
  HearingLeft: '通过',
  HearingRight: '通过',
  Tooth: '0',
  Hemoglobin: '120',
  ...over,
});

describe('evaluateExam (体检管理)', () => {
  it('BMI to one decimal, no flags for a well child, first exam without change', () => {
    // 17 / 1.05² = 15.42
    expect(evaluateExam(child, exam(), null)).toEqual({
      Bmi: 15.4,
      HeightChange: null,
      WeightChange: null,
      PreviousTime: null,
      Flags: [],
    });
  });

  it('the change since the previous exam, and weight loss flagged', () => {
    const previous = exam({ Time: '2026-04-20', Height: '101.2', Weight: '17.4' });
    expect(evaluateExam(child, exam(), previous)).toMatchObject({
      HeightChange: 3.8,
      WeightChange: -0.4,
      PreviousTime: '2026-04-20',
      Flags: ['weightLoss'],
    });
    expect(evaluateExam(child, exam(), exam({ Weight: '17.0' })).Flags).toEqual([]);
  });

  it('anaemia below 110 g/L, caries above 0, an eye below the line, an ear not passed', () => {
    expect(evaluateExam(child, exam({ Hemoglobin: '110' }), null).Flags).toEqual([]);
    expect(evaluateExam(child, exam({ Hemoglobin: '109' }), null).Flags).toEqual(['anaemia']);
    expect(evaluateExam(child, exam({ Tooth: '1' }), null).Flags).toEqual(['caries']);
    expect(evaluateExam(child, exam({ VisionRight: String(EXAM_VISION_LINE) }), null).Flags).toEqual([]);
    expect(evaluateExam(child, exam({ VisionRight: '4.8' }), null).Flags).toEqual(['vision']);
    expect(evaluateExam(child, exam({ VisionLeft: '4.8' }), null, 4.8).Flags).toEqual([]);
    expect(evaluateExam(child, exam({ HearingLeft: '未通过' }), null).Flags).toEqual(['hearing']);
  });

  it('measurements not taken raise nothing', () => {
    const bare = exam({
      VisionLeft: '',
      VisionRight: '',
      HearingLeft: '',
      HearingRight: '',
      Tooth: '',
      Hemoglobin: '',
    });
    expect(evaluateExam(child, bare, null).Flags).toEqual([]);
  });
});
