import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../api/bridges';
import { mountPerTest } from '../../test/testRoot';
import { Toaster } from './Toaster';

const mount = mountPerTest();
const shown = () => [...mount.host.querySelectorAll('.kg-toast')].map((toast) => toast.textContent);

describe('Toaster (the root toasts: http client and login page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    act(() => mount.root.render(<Toaster />));
  });
  afterEach(() => vi.useRealTimers());

  it('shows what the http client says, once per text, and lets it go after 3 s', () => {
    act(() => notify('error', '失败！服务器异常'));
    act(() => notify('error', '失败！服务器异常'));
    expect(shown()).toEqual(['失败！服务器异常']);
    expect(mount.host.querySelector('.kg-toast--error')?.getAttribute('role')).toBe('alert');
    act(() => vi.advanceTimersByTime(2_999));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('keeps at most the 3 latest', () => {
    for (const text of ['一', '二', '三', '四']) act(() => notify('warning', text));
    expect(shown()).toEqual(['二', '三', '四']);
  });

  it('stops drawing when unmounted (nothing to show a toast in then)', () => {
    act(() => mount.root.render(null));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    notify('warning', '请勿重复点击');
    expect(warn).toHaveBeenCalledWith('请勿重复点击');
    warn.mockRestore();
  });
});
