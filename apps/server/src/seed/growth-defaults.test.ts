import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DIMENSION_NAME_MAX,
  EXERCISE_SECTIONS_DEFAULT,
  GROWTH_OPERATORS,
  GROWTH_QUESTION_MAX,
  isLibraryBackground,
  MODULE_TITLE_MAX,
  POINT_NAME_MAX,
  plateById,
  SINGLE_TYPES,
  TypeNum,
  ZExerciseContent,
  ZMedicalContent,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRADE_LEVELS,
  defaultContentFor,
  defaultModulesFor,
  monthlyFramework,
  observationFramework,
} from './growth-defaults';

const webPublic = path.resolve(__dirname, '../../../web/public');
const DOMAINS = ['健康', '语言', '社会', '科学', '艺术'];
const NURSERY_AREAS = ['生活习惯', '动作发展', '语言发展', '认知发展', '情感与社会性'];

describe.each(DEFAULT_GRADE_LEVELS.map((level) => ({ level })))(
  'default modules of level $level',
  ({ level }) => {
    const modules = defaultModulesFor(level);
    const ofType = (typeNum: number) => modules.filter((m) => m.typeNum === typeNum);

    it('starts with the cover and the catalogue and ends with the closing page', () => {
      expect(modules[0]!.typeNum).toBe(TypeNum.cover);
      expect(modules[1]!.typeNum).toBe(TypeNum.catalogue);
      expect(modules.at(-1)!.typeNum).toBe(TypeNum.closing);
      for (const type of SINGLE_TYPES) expect(ofType(type), `type ${type}`).toHaveLength(1);
      for (const type of [4, 5, 6, 7, 8, 10, 12, 13])
        expect(ofType(type).length, `type ${type}`).toBeGreaterThan(0);
    });

    it('titles each module uniquely within the limit, with a known operator and a library background', () => {
      const titles = modules.map((m) => m.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const m of modules) {
        expect(m.title.length, m.title).toBeGreaterThan(0);
        expect(m.title.length, m.title).toBeLessThanOrEqual(MODULE_TITLE_MAX);
        expect(GROWTH_OPERATORS.map((o) => o.Value)).toContain(m.operator);
        expect(isLibraryBackground(m.backCoverImg), m.backCoverImg).toBe(true);
        expect(existsSync(path.join(webPublic, m.backCoverImg)), m.backCoverImg).toBe(true);
      }
    });

    it('gives every plate page an existing plate and no other module one', () => {
      for (const m of modules) {
        if (m.typeNum === TypeNum.plate) expect(plateById(m.plateId), m.title).toBeDefined();
        else expect(m.plateId, m.title).toBe(0);
      }
    });

    it('fills the log sheets of types 4 and 5 within the limits, without duplicates', () => {
      const term = ofType(TypeNum.termObservation);
      const monthly = ofType(TypeNum.monthlyObservation);
      for (const m of [...term, ...monthly]) {
        const points = m.points ?? [];
        expect(points.length, m.title).toBeGreaterThan(0);
        const keys = points.map((p) => `${p.dimension}/${p.element}/${p.name}`);
        expect(new Set(keys).size, m.title).toBe(keys.length);
        for (const p of points) {
          expect(p.dimension.length).toBeLessThanOrEqual(DIMENSION_NAME_MAX);
          expect(p.element.length).toBeLessThanOrEqual(DIMENSION_NAME_MAX);
          expect(p.name.length, p.name).toBeLessThanOrEqual(Math.min(40, POINT_NAME_MAX));
          expect(p.name, p.name).toBe(p.name.trim());
        }
        const dimensions = [...new Set(points.map((p) => p.dimension))];
        expect(dimensions, m.title).toEqual(level === 0 ? NURSERY_AREAS : DOMAINS);
      }
      for (const m of monthly) expect(m.monthOffset, m.title).toBeGreaterThanOrEqual(0);
      expect(new Set(monthly.map((m) => m.monthOffset)).size).toBe(monthly.length);
      for (const m of modules.filter((x) => x.typeNum !== 4 && x.typeNum !== 5))
        expect(m.points).toBeUndefined();
    });

    it('asks about ten unique growth questions within the limit', () => {
      const [rating] = ofType(TypeNum.rating);
      const questions = rating!.questions ?? [];
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect(questions.length).toBeLessThanOrEqual(12);
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of questions) expect(q.length, q).toBeLessThanOrEqual(GROWTH_QUESTION_MAX);
    });

    it('has three complete exercise sections whose pictures ship with the web app', () => {
      const [exercise] = ofType(TypeNum.exercise);
      const sections = ZExerciseContent.parse(exercise!.exercise);
      expect(sections).toHaveLength(EXERCISE_SECTIONS_DEFAULT);
      for (const s of sections) {
        expect(s.title && s.standardValues && s.unit, s.title).toBeTruthy();
        expect(s.standardValues).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)?$/);
        expect(s.imageArr.length).toBeGreaterThan(0);
        for (const image of s.imageArr)
          expect(existsSync(path.join(webPublic, image.url)), image.url).toBe(true);
      }
    });

    it('records the eight physical-exam measurements (F45)', () => {
      const [physical] = ofType(TypeNum.physical);
      const items = ZMedicalContent.parse(physical!.medical);
      const leaves = items.flatMap((i) => (i.topicType === 'child' ? (i.children ?? []) : [i]));
      expect(leaves.map((l) => l.type)).toEqual([
        'Height',
        'Weight',
        'VisionLeft',
        'VisionRight',
        'HearingLeft',
        'HearingRight',
        'Tooth',
        'Hemoglobin',
      ]);
      expect(items.find((i) => i.type === 'Height')!.unit).toBe('CM');
      expect(items.find((i) => i.type === 'Weight')!.unit).toBe('KG');
      expect(items.find((i) => i.type === 'Tooth')!.unit).toBe('颗');
      expect(items.find((i) => i.type === 'Hemoglobin')!.unit).toBe('g/L');
      for (const leaf of leaves) {
        expect(leaf.isOpen).toBe(true);
        if (leaf.type.startsWith('Hearing')) {
          expect(leaf.topicType).toBe('radio');
          expect(leaf.answerList).toEqual([
            { label: '正常', value: 1 },
            { label: '异常', value: 0 },
          ]);
        } else expect(leaf.topicType).toBe('input');
      }
    });

    it('starts modules added later from the same content', () => {
      expect(defaultContentFor(TypeNum.termObservation, level).points).toEqual(ofType(4)[0]!.points);
      expect(defaultContentFor(TypeNum.rating, level).questions).toEqual(ofType(12)[0]!.questions);
      expect(isLibraryBackground(defaultContentFor(TypeNum.video, level).backCoverImg)).toBe(true);
      expect(isLibraryBackground(defaultContentFor(TypeNum.table, level).backCoverImg)).toBe(true);
    });
  },
);

describe('observation framework', () => {
  it('words 2-3 points an element per kindergarten grade, different per grade', () => {
    const seen = new Map<string, number>();
    for (const level of [1, 2, 3]) {
      const framework = observationFramework(level);
      expect(framework.map((d) => d.dimension)).toEqual(DOMAINS);
      expect(framework.flatMap((d) => d.elements.map((e) => e.element))).toEqual([
        '身心状况',
        '动作发展',
        '生活习惯与生活能力',
        '倾听与表达',
        '阅读与书写准备',
        '人际交往',
        '社会适应',
        '科学探究',
        '数学认知',
        '感受与欣赏',
        '表现与创造',
      ]);
      for (const d of framework)
        for (const e of d.elements) {
          expect(e.points.length, e.element).toBeGreaterThanOrEqual(2);
          expect(e.points.length, e.element).toBeLessThanOrEqual(3);
          for (const p of e.points) {
            expect(seen.has(p), `${p} (level ${level} and ${seen.get(p)})`).toBe(false);
            seen.set(p, level);
          }
        }
    }
  });

  it('keeps the monthly set to one point an element', () => {
    for (const level of DEFAULT_GRADE_LEVELS)
      for (const d of monthlyFramework(level)) for (const e of d.elements) expect(e.points).toHaveLength(1);
  });

  it('gives 托班 the nursery areas with one or two elements each', () => {
    const framework = observationFramework(0);
    expect(framework.map((d) => d.dimension)).toEqual(NURSERY_AREAS);
    for (const d of framework) {
      expect(d.elements.length).toBeGreaterThanOrEqual(1);
      expect(d.elements.length).toBeLessThanOrEqual(2);
    }
  });

  it('answers copies, so a caller cannot change the defaults', () => {
    observationFramework(1)[0]!.elements[0]!.points.push('x');
    expect(observationFramework(1)[0]!.elements[0]!.points).not.toContain('x');
  });
});
