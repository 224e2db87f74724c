import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../components/plain/PlainIcon';
import { changeLanguage } from '../../locales/i18n';
import type { TLanguage } from '../../locales/types';

/** Language names are written in their own language, so anyone can find theirs. */
const LABELS: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English', es: 'Español' };

/**
 * The language menu of the header and of the login page. Drawn without antd (it is on the
 * login page, which loads without it): a button and a small menu, closed by a choice, a click
 * elsewhere or Escape.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n, t } = useTranslation();
  const current = (i18n.language as TLanguage) in LABELS ? (i18n.language as TLanguage) : 'zh-CN';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // The chosen language gets the focus, so arrows and Enter work at once.
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (lang: TLanguage) => {
    setOpen(false);
    void changeLanguage(lang);
  };

  const onMenuKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div className="kg-lang" ref={root}>
      <button
        type="button"
        className="kg-lang__button"
        data-testid="language-switch"
        aria-label={t('app.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        <PlainIcon icon={GlobalOutlined} />
        {!compact && <span>{LABELS[current]}</span>}
      </button>
      {open && (
        <div className="kg-lang__menu" role="menu" id={menuId} onKeyDown={onMenuKey}>
          {(Object.keys(LABELS) as TLanguage[]).map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === current}
              tabIndex={lang === current ? 0 : -1}
              className={`kg-lang__item ${lang === current ? 'kg-lang__item--chosen' : ''}`}
              data-testid={`lang-${lang}`}
              onClick={() => choose(lang)}
            >
              {LABELS[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
