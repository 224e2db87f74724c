import type { ReactNode } from 'react';

type TProps = { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; testId: string };

/** A checkbox with its label, drawn as antd's. */
export function PlainCheckbox({ checked, onChange, children, testId }: TProps) {
  return (
    <label className="kg-pcheck">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span className="kg-pcheck__box" aria-hidden="true" />
      <span>{children}</span>
    </label>
  );
}
