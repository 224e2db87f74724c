import { Button } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DisabledReason } from './DisabledReason';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('DisabledReason', () => {
  it('wraps a disabled button in a span that takes the hover for the reason', () => {
    act(() =>
      root.render(
        <DisabledReason reason="模板已发布，不能新增模块" testId="why">
          <Button disabled>新增</Button>
        </DisabledReason>,
      ),
    );
    const wrapper = host.querySelector('[data-testid="why"]');
    expect(wrapper?.tagName).toBe('SPAN');
    expect(wrapper?.className).toContain('kg-disabled-reason');
    expect(wrapper?.querySelector('button')?.disabled).toBe(true);
  });

  it('leaves an available action untouched', () => {
    act(() =>
      root.render(
        <DisabledReason reason={false} testId="why">
          <Button>新增</Button>
        </DisabledReason>,
      ),
    );
    expect(host.querySelector('[data-testid="why"]')).toBeNull();
    expect(host.firstElementChild?.tagName).toBe('BUTTON');
  });
});
