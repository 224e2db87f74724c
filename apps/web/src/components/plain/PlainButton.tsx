import type { ButtonHTMLAttributes } from 'react';

type TProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  kind?: 'primary' | 'default' | 'link' | 'text';
  loading?: boolean;
  block?: boolean;
};

/** A button drawn as antd's (primary, default, link, text), with its loading spinner. */
export function PlainButton({ kind = 'default', loading, block, className, children, ...rest }: TProps) {
  const classes = [
    'kg-pbtn',
    `kg-pbtn--${kind}`,
    block && 'kg-pbtn--block',
    loading && 'kg-pbtn--loading',
    className,
  ];
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
    >
      {loading && <span className="kg-pbtn__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
