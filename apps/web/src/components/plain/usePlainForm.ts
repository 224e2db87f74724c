import { useCallback, useRef, useState } from 'react';
import { firstBrokenRule, type TRule } from './rules';

type TFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * Values, rules and messages for a small form drawn without antd: a field is checked as it
 * changes and every field in `fields` on submit, the way antd's Form does, so the messages
 * appear and clear at the same moments.
 */
export function usePlainForm<TName extends string>(initial: Record<TName, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TName, string>>>({});
  const rulesRef = useRef<Partial<Record<TName, readonly TRule[]>>>({});

  const check = useCallback((name: TName, value: string) => {
    const message = firstBrokenRule(value, rulesRef.current[name] ?? []);
    setErrors((old) => (old[name] === message ? old : { ...old, [name]: message }));
    return message === undefined;
  }, []);

  /** Props for the field `name` with these rules. */
  const field = (name: TName, rules: readonly TRule[]): TFieldProps => {
    rulesRef.current[name] = rules;
    return {
      value: values[name],
      error: errors[name],
      onChange: (value) => {
        setValues((old) => ({ ...old, [name]: value }));
        check(name, value);
      },
    };
  };

  /** Checks `names`; true when all pass (every failing field shows its message). */
  const validate = (names: readonly TName[]) => names.map((name) => check(name, values[name])).every(Boolean);

  /** Forgets the messages of fields no longer shown (another tab). */
  const clearErrors = () => setErrors({});

  return { values, field, validate, clearErrors };
}
