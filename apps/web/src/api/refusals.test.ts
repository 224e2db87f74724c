import { CLASS_MESSAGES, messageCodes, placeholdersOf, platformRoleMessage } from '@kg/contracts';
import { createInstance, type i18n as TI18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en';
import { errorsZhCN } from '../locales/errors.i18n';
import { errorsEn } from '../locales/errors.i18n.en';
import { errorsEs } from '../locales/errors.i18n.es';

const errorsText = { 'zh-CN': errorsZhCN, en: errorsEn, es: errorsEs };

import es from '../locales/es';
import zhCN from '../locales/zh-CN';
import { createHttpClient, type THttpDeps } from './createHttpClient';
import { refusalText } from './messages';

// Server refusals carry a stable error code beside their Chinese msg (issue 15): English and
// Spanish users read the code's text, Chinese users the msg exactly as the server sent it.

let i18n: TI18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en }, es: { translation: es } },
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    interpolation: { escapeValue: false },
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(answer: () => Response) {
  const notices: string[] = [];
  const deps: THttpDeps = {
    fetch: (() => Promise.resolve(answer())) as unknown as typeof fetch,
    storage: { getItem: () => null, setItem: () => undefined },
    now: () => 0,
    timeoutMs: 20_000,
    notify: (_kind, text) => notices.push(text),
    translate: (key) => i18n.t(key as never),
    endSession: () => undefined,
    refusalText: (refusal) => refusalText(refusal, i18n),
  };
  return { http: createHttpClient(deps), notices };
}

const nameTaken = {
  success: false,
  msg: CLASS_MESSAGES.nameTaken,
  code: 'classes.nameTaken',
  response: null,
};
const platformRole = {
  success: false,
  msg: platformRoleMessage('区域管理员'),
  code: 'users.platformRole',
  params: { role: '区域管理员' },
  response: null,
};

describe('a refusal in the user’s language', () => {
  it.each([
    ['en', 'This study year already has a class with this name'],
    ['es', 'Este año escolar ya tiene una clase con ese nombre'],
    ['zh-CN', CLASS_MESSAGES.nameTaken],
  ])('%s: the toast and ApiError say %s, with the code', async (lang, text) => {
    await i18n.changeLanguage(lang);
    for (const status of [200, 400]) {
      const { http, notices } = client(() => json(status, nameTaken));
      await expect(http.post('/api/x', {})).rejects.toMatchObject({
        message: text,
        code: 'classes.nameTaken',
      });
      expect(notices).toEqual([text]);
    }
    const { http } = client(() => json(400, nameTaken));
    await expect(http.get('/api/x', {}, { quiet: true })).rejects.toMatchObject({
      message: text,
      code: 'classes.nameTaken',
      fromServer: true,
    });
  });

  it('fills a templated refusal with the values the server sent', async () => {
    await i18n.changeLanguage('en');
    expect(refusalText(platformRole, i18n)).toBe(
      'The role “区域管理员” can only be granted by the platform administrator',
    );
    await i18n.changeLanguage('es');
    expect(refusalText(platformRole, i18n)).toBe(
      'El rol «区域管理员» solo lo puede asignar el administrador de la plataforma',
    );
    await i18n.changeLanguage('zh-CN');
    expect(refusalText(platformRole, i18n)).toBe('角色“区域管理员”只能由平台管理员授予');
  });

  it('shows msg for a refusal without a code or with a code it does not know', async () => {
    await i18n.changeLanguage('en');
    expect(refusalText({ msg: '某个新的拒绝' }, i18n)).toBe('某个新的拒绝');
    expect(refusalText({ msg: '某个新的拒绝', code: 'unknown' }, i18n)).toBe('某个新的拒绝');
    expect(refusalText({ msg: '某个新的拒绝', code: 'classes.noSuchKey' }, i18n)).toBe('某个新的拒绝');
  });
});

describe('the errors section', () => {
  const section = (lang: 'en' | 'es' | 'zh-CN') => errorsText[lang] as Record<string, Record<string, string>>;
  const textOf = (lang: 'en' | 'es' | 'zh-CN', code: string) => {
    const [domain, key] = [code.slice(0, code.indexOf('.')), code.slice(code.indexOf('.') + 1)];
    return section(lang)[domain]?.[key];
  };
  const numbers = (text: string) => [...new Set(text.replace(/\{+\w+\}+/g, '').match(/\d+/g) ?? [])].sort();

  it.each(['en', 'es'] as const)(
    '%s has a text for every catalogue code, with its placeholders and numbers',
    (lang) => {
      const codes = messageCodes();
      expect(codes.length).toBeGreaterThan(400);
      for (const { code, text } of codes) {
        const said = textOf(lang, code);
        expect(typeof said === 'string' && said.trim().length > 0, `${lang} errors.${code}`).toBe(true);
        // {count} on the server is {{count}} here; a limit written in the text must match the catalogue's
        expect([...said!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort(), `${lang} ${code}`).toEqual(
          placeholdersOf(text).sort(),
        );
        expect(numbers(said!), `${lang} ${code}`).toEqual(numbers(text));
      }
    },
  );

  it.each(['en', 'es'] as const)('%s has no text for a code the catalogues do not have', (lang) => {
    const known = new Set(messageCodes().map((c) => c.code));
    for (const [domain, texts] of Object.entries(section(lang)))
      for (const key of Object.keys(texts))
        expect(known.has(`${domain}.${key}`), `${domain}.${key}`).toBe(true);
  });

  it('gives each code one text: two different texts never share a code', () => {
    const seen = new Map<string, string>();
    for (const { code, text } of messageCodes()) {
      const before = seen.get(code);
      expect(before === undefined || before === text, `${code}: “${before}” and “${text}”`).toBe(true);
      seen.set(code, text);
      expect(textOf('zh-CN', code)).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });
});
