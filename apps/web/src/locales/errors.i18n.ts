import { MESSAGE_CATALOGUES } from '@kg/contracts';
import type { Widen } from './types';

/**
 * The texts of the server's error codes (issue 15): `errors.<code>`, e.g. `errors.classes.nameTaken`.
 * A refusal shows the code's text in English or Spanish; Chinese shows the server's msg as sent.
 * zh-CN is the catalogues themselves, so en and es must have every code (tsc and a unit test check it).
 * Each language is its own file (errors.i18n.en.ts, errors.i18n.es.ts): a dictionary imports only its own.
 * Placeholders are i18next's `{{count}}` for the catalogue's `{count}`; the server sends their values.
 */
export type TErrorTexts = {
  [D in keyof typeof MESSAGE_CATALOGUES]: { [K in keyof (typeof MESSAGE_CATALOGUES)[D]]: string };
};

/** zh-CN: the catalogues' own texts, in i18next's placeholder form. */
export const errorsZhCN = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUES).map(([domain, catalogue]) => [
    domain,
    Object.fromEntries(
      Object.entries(catalogue as Record<string, string>).map(([key, text]) => [
        key,
        text.replace(/\{(\w+)\}/g, '{{$1}}'),
      ]),
    ),
  ]),
) as TErrorTexts;

/** What an en or es file gives: a text for every code. */
export type TErrorTranslations = Widen<TErrorTexts>;

/** The client's own status texts (common `http`) are the http codes' texts without the NUL refusal. */
export function withoutNul<T extends { nulCharacter: string }>(http: T): Omit<T, 'nulCharacter'> {
  const { nulCharacter: _nul, ...status } = http;
  return status;
}
