import { Button } from 'antd';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../test/testRoot';
import { DisabledReason } from './DisabledReason';

const mount = mountPerTest();

describe('DisabledReason', () => {
  it('wraps a disabled button in a span that takes the hover for the reason', () => {
    act(() =>
      mount.root.render(
        <DisabledReason reason="模板已发布，不能新增模块" testId="why">
          <Button disabled>新增</Button>
        </DisabledReason>,
      ),
    );
    const wrapper = mount.host.querySelector('[data-testid="why"]');
    expect(wrapper?.tagName).toBe('SPAN');
    expect(wrapper?.className).toContain('kg-disabled-reason');
    expect(wrapper?.querySelector('button')?.disabled).toBe(true);
  });

  it('leaves an available action untouched', () => {
    act(() =>
      mount.root.render(
        <DisabledReason reason={false} testId="why">
          <Button>新增</Button>
        </DisabledReason>,
      ),
    );
    expect(mount.host.querySelector('[data-testid="why"]')).toBeNull();
    expect(mount.host.firstElementChild?.tagName).toBe('BUTTON');
  });
});
