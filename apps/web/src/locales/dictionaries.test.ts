import { describe, expect, it } from 'vitest';
import en from './en';
import { errorsZhCN } from './errors.i18n';
import es from './es';
import { FEATURE_NAMESPACES, readNamespace } from './namespace';
import zhCN from './zh-CN';

// Every feature's `<feature>.i18n.ts` registers its namespace when imported.
const files = import.meta.glob('../**/*.i18n.ts', { eager: true });

/** Every key path of a text tree ('classes.title', 'schools.types.1'). */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('namespaces', () => {
  // The feature namespaces only: common is checked on its own below (another test file that
  // imports the shell registers it too, and the test files of a worker share their modules).
  const names = [...FEATURE_NAMESPACES];

  it('finds the feature namespaces (the checks below would pass vacuously on none)', () => {
    expect(Object.keys(files).length).toBeGreaterThan(15);
    expect(names).toEqual(expect.arrayContaining(['classes', 'students', 'schools', 'reports', 'access']));
  });

  for (const name of names)
    it(`${name} has the same keys in zh-CN, en and es, each a text`, async () => {
      const [zh = {}, english = {}, spanish = {}] = await Promise.all(
        (['zh-CN', 'en', 'es'] as const).map((lang) => readNamespace(name, lang)),
      );
      const keys = keysOf(zh).sort();
      expect(Object.keys(zh)).toEqual([name]);
      expect(keysOf(english).sort()).toEqual(keys);
      expect(keysOf(spanish).sort()).toEqual(keys);
      for (const texts of [zh, english, spanish]) {
        const notText = keysOf(texts).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
          return typeof value !== 'string';
        });
        expect(notText).toEqual([]);
      }
    });

  it('common has the same keys in zh-CN (with the error codes, which Chinese shows as sent), en and es', () => {
    const keys = keysOf({ ...zhCN, errors: errorsZhCN }).sort();
    expect(keysOf(en).sort()).toEqual(keys);
    expect(keysOf(es).sort()).toEqual(keys);
  });

  // A section mounted one level too deep shows raw keys (students.addTitle) while every type checks.
  it.each([
    ['zh-CN', '新增幼儿'],
    ['en', undefined],
    ['es', undefined],
  ])('%s has the students texts at the top level of their namespace', async (lang, addTitle) => {
    const { students } = (await readNamespace('students', lang)) as { students: { addTitle: string } };
    expect(typeof students.addTitle).toBe('string');
    if (addTitle) expect(students.addTitle).toBe(addTitle);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
    ['es', es],
  ])('%s common has the navigation and role names at the top level', (_lang, dict) => {
    expect(typeof dict.navNames.评价管理).toBe('string');
    expect(typeof dict.roleNames).toBe('object');
  });
});
