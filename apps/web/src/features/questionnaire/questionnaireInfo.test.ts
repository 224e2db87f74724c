import { describe, expect, it } from 'vitest';
import { childrenOf, questionnaireHref, readQuestionnaireInfo } from './questionnaireInfo';

const info = {
  StudentId: 7,
  CateId: 3,
  CycleId: 2,
  ClassId: 5,
  GradeId: 4,
  IsBaby: false,
  BabyLevel: null,
  StudentName: '张小米',
  CateName: '语言',
  StudentIds: [7, 8],
};

describe('questionnaire parameters', () => {
  it('reads back what the class view writes', () => {
    const href = questionnaireHref(info);
    expect(href.startsWith('/questionnaire?dateInfo=%7B')).toBe(true);
    expect(readQuestionnaireInfo(href.slice(href.indexOf('?')))).toEqual(info);
  });

  it('accepts dataInfo (DECISIONS 17) and a link escaped twice', () => {
    const once = encodeURIComponent(JSON.stringify(info));
    expect(readQuestionnaireInfo(`?dataInfo=${once}`)?.StudentId).toBe(7);
    expect(readQuestionnaireInfo(`?dateInfo=${encodeURIComponent(once)}`)?.CateName).toBe('语言');
  });

  it('fills defaults for the old links that carry only the ids', () => {
    const read = readQuestionnaireInfo(`?dateInfo=${encodeURIComponent('{"StudentId":"7","CateId":3}')}`);
    expect(read).toMatchObject({ StudentId: 7, CateId: 3, CycleId: 0, StudentIds: [] });
  });

  it('refuses a missing, broken or incomplete parameter', () => {
    expect(readQuestionnaireInfo('')).toBeNull();
    expect(readQuestionnaireInfo('?dateInfo=%7Bnot-json')).toBeNull();
    expect(readQuestionnaireInfo('?dateInfo=%E0%A4%A')).toBeNull();
    expect(readQuestionnaireInfo(`?dateInfo=${encodeURIComponent('{"CateId":3}')}`)).toBeNull();
  });

  it('names each child once, the opened one first', () => {
    expect(childrenOf({ ...info, StudentIds: [8, 7, 9] })).toEqual([7, 8, 9]);
  });
});
