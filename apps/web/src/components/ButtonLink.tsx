import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

type TProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A real link (an <a href>, so it can be opened in a new tab) that looks like a button
 * and navigates inside the app without a reload.
 */
export function ButtonLink({ to, ...rest }: TProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...rest} href={to} onClick={onClick} />;
}
