import './students.i18n';
import { GUARDIAN_RELATIONS, type TGuardianRelation } from '@kg/contracts';

/** The i18n key of each stored relation (the API keeps the Chinese words of the spec). */
export const RELATION_KEYS = {
  父亲: 'father',
  母亲: 'mother',
  爷爷: 'paternalGrandfather',
  奶奶: 'paternalGrandmother',
  外公: 'maternalGrandfather',
  外婆: 'maternalGrandmother',
  其他: 'other',
} as const satisfies Record<TGuardianRelation, string>;

export const relationKey = (relation: string) =>
  `students.relation.${RELATION_KEYS[relation as TGuardianRelation] ?? 'other'}` as const;

export { GUARDIAN_RELATIONS };
