import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './growthTemplates.countdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const seen: number[] = [];

function Probe({ seconds, active }: { seconds: number; active: boolean }) {
  const left = useCountdown(seconds, active);
  seen.push(left);
  return <span>{left}</span>;
}

const shown = () => Number(host.textContent);
const render = (seconds: number, active: boolean) =>
  act(() => root.render(<Probe seconds={seconds} active={active} />));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown (DECISIONS 26)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    root = createRoot(host);
    seen.length = 0;
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('counts 10 s down to 0 once a second, then stays at 0', () => {
    render(10, true);
    expect(shown()).toBe(10);
    tick(999);
    expect(shown()).toBe(10);
    tick(1);
    expect(shown()).toBe(9);
    tick(8000);
    expect(shown()).toBe(1);
    tick(1000);
    expect(shown()).toBe(0);
    tick(5000);
    expect(shown()).toBe(0);
  });

  it('starts again from the full time on every opening, never showing 0 on the opening render', () => {
    render(15, false);
    expect(shown()).toBe(0);
    seen.length = 0;
    render(15, true);
    expect(seen).not.toContain(0);
    expect(shown()).toBe(15);
    tick(15_000);
    expect(shown()).toBe(0);
    render(15, false);
    seen.length = 0;
    render(15, true);
    expect(seen).not.toContain(0);
    expect(shown()).toBe(15);
    tick(3000);
    expect(shown()).toBe(12);
  });

  it('closing stops the count (no timer left running)', () => {
    render(10, true);
    tick(2000);
    render(10, false);
    expect(shown()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
