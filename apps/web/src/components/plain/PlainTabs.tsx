import type { KeyboardEvent, ReactNode } from 'react';

type TTab<TKey extends string> = { key: TKey; label: ReactNode };

type TProps<TKey extends string> = {
  tabs: readonly TTab<TKey>[];
  active: TKey;
  onChange: (key: TKey) => void;
  label: string;
};

/** Centred tabs with an ink bar, drawn as antd's; arrow keys move between them. */
export function PlainTabs<TKey extends string>({ tabs, active, onChange, label }: TProps<TKey>) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = tabs.findIndex((tab) => tab.key === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = (at + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab) onChange(tab.key);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="kg-ptabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className={`kg-ptabs__tab ${tab.key === active ? 'kg-ptabs__tab--active' : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
