import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

type TNode = { tag: string; attrs: Record<string, string>; children?: TNode[] };

function draw(node: TNode, key?: number): ReactNode {
  return createElement(node.tag, { ...node.attrs, key }, node.children?.map(draw));
}

/**
 * One of antd's outlined icons drawn from its path data alone: the same glyph as
 * @ant-design/icons without its React component, context and colour helpers, for the screens
 * that load without antd (the login page).
 */
export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = icon.icon as TNode;
  return (
    <span role="img" aria-hidden="true" className={`kg-picon ${className ?? ''}`}>
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map(draw),
      )}
    </span>
  );
}
