/** A field's checks, in order; the first that fails gives the message (as antd's Form rules). */
export type TRule =
  | { required: true; message: string; whitespace?: boolean }
  | { pattern: RegExp; message: string };

/** The message of the first rule `value` breaks, or undefined. An empty value skips patterns. */
export function firstBrokenRule(value: string, rules: readonly TRule[]): string | undefined {
  for (const rule of rules) {
    if ('required' in rule) {
      const empty = rule.whitespace ? value.trim() === '' : value === '';
      if (empty) return rule.message;
    } else if (value !== '' && !rule.pattern.test(value)) {
      return rule.message;
    }
  }
  return undefined;
}
