import type { BackendModule, i18n, ReadCallback, ResourceKey } from 'i18next';
import type { TLanguage } from './types';

type TTexts = { [key: string]: ResourceKey };
/** One language's texts: the texts, or a loader of the module holding them (fetched on demand). */
type TSource<T> = T | (() => Promise<{ default: T }>);
/** Where each language's texts come from; the Chinese texts give the keys (en/es are checked). */
export type TSources<T> = { 'zh-CN': TSource<T> } & Record<Exclude<TLanguage, 'zh-CN'>, TSource<unknown>>;

/** A namespace: its name and, as a type only, its content (the texts under the name). */
export type TNamespace<N extends string, T> = { readonly name: N; readonly content: T };
/** Numeric keys (`types: { 1: '公办园' }`) as the strings i18next looks them up by. */
type TStringKeys<T> = T extends string
  ? T
  : { [K in keyof T as K extends number ? `${K}` : K]: TStringKeys<T[K]> };
/** The content of a namespace (for i18next's CustomTypeOptions). */
export type TContentOf<NS> = NS extends TNamespace<string, infer T> ? TStringKeys<T> : never;

const SOURCES = new Map<string, { sources: TSources<unknown>; wrap: boolean }>();
const waiting = new Set<string>();
/** Loads under way, by namespace. */
const loading = new Map<string, Promise<unknown>>();
let loadNamespaces: ((names: string[]) => Promise<unknown>) | undefined;

/**
 * i18next's fallbackNS: the feature namespaces registered so far, in one array that
 * namespace() extends (i18next keeps the array it was given).
 */
export const FEATURE_NAMESPACES: string[] = [];

function register(name: string, sources: TSources<unknown>, wrap: boolean) {
  if (!SOURCES.has(name) && wrap) FEATURE_NAMESPACES.push(name);
  SOURCES.set(name, { sources, wrap });
  waiting.add(name);
}

/**
 * Declares a feature's namespace, named by its top-level key: the content is `{ [name]: texts }`,
 * so `t('classes.title')` reads as before from any component. Importing the feature's
 * `<feature>.i18n.ts` registers it: the page chunk that uses the texts brings the declaration,
 * and the lazy page loader waits for them in the current language before the page renders
 * (namespacesReady); a language switch fetches the loaded namespaces in the new language first.
 */
export function namespace<const N extends string, T extends TTexts>(
  name: N,
  sources: TSources<T>,
): TNamespace<N, { [K in N]: T }> {
  register(name, sources as TSources<unknown>, true);
  return { name } as TNamespace<N, { [K in N]: T }>;
}

/** The common namespace: its content is used as it is (the shell's groups at the top level). */
export function commonNamespace<T extends TTexts>(sources: TSources<T>): TNamespace<'common', T> {
  register('common', sources as TSources<unknown>, false);
  return { name: 'common' } as TNamespace<'common', T>;
}

/**
 * Resolves when every namespace registered so far has its texts in the current language. Two
 * pages loading together both wait for the loads either of them started.
 */
export function namespacesReady(): Promise<void> {
  if (!loadNamespaces || (waiting.size === 0 && loading.size === 0)) return Promise.resolve();
  if (waiting.size > 0) {
    const names = [...waiting];
    waiting.clear();
    const load = loadNamespaces(names);
    for (const name of names) loading.set(name, load);
    void load.then(() => {
      for (const name of names) if (loading.get(name) === load) loading.delete(name);
    });
  }
  return Promise.all(loading.values()).then(() => undefined);
}

/**
 * Loads namespaces in the language chosen. i18next loads a namespace asked for during a language
 * switch in the language still in use only (it changes language once the new one's texts are
 * in), so a page whose chunk arrived mid-switch showed raw keys after it (found by issue 16's
 * reverse-order run): what the chosen language still lacks is read then.
 */
export async function loadInChosenLanguage(
  i18next: Pick<i18n, 'loadNamespaces' | 'hasResourceBundle' | 'reloadResources'>,
  names: string[],
  chosen: () => string,
): Promise<void> {
  await i18next.loadNamespaces(names);
  // A second switch may begin while the first catch-up loads; a namespace that fails to load is
  // not asked for forever.
  for (let attempt = 0; attempt < 3; attempt++) {
    const language = chosen();
    const missing = names.filter((name) => !i18next.hasResourceBundle(language, name));
    if (missing.length === 0) return;
    await i18next.reloadResources([language], missing);
  }
}

/** A registered namespace's content in one language, as i18next receives it. */
export async function readNamespace(name: string, language: string): Promise<TTexts> {
  const entry = SOURCES.get(name);
  const source = entry?.sources[language as TLanguage];
  if (!entry || source === undefined) return {};
  const texts =
    typeof source === 'function' ? (await (source as () => Promise<{ default: TTexts }>)()).default : source;
  return entry.wrap ? { [name]: texts as ResourceKey } : (texts as TTexts);
}

/**
 * The i18next backend reading registered namespaces: a language's texts are in memory or
 * one dynamic import away, so only the languages in use are fetched.
 */
export function namespaceBackend(load: (names: string[]) => Promise<unknown>): BackendModule {
  loadNamespaces = load;
  return {
    type: 'backend',
    init() {},
    read(language: string, name: string, callback: ReadCallback) {
      readNamespace(name, language).then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}
