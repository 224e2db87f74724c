import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportVideo } from './ReportVideo';

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
  window.__KG_RENDER__ = undefined;
});

const render = (poster: string | null) =>
  act(() => root.render(<ReportVideo src="/files/video" poster={poster} />));

describe('ReportVideo (N13, DECISIONS 35)', () => {
  it('plays on screen and keeps the poster for paper', () => {
    render('/files/poster');
    expect(host.querySelector('video')?.getAttribute('src')).toBe('/files/video');
    expect(host.querySelector('img.kg-report-video__print')?.getAttribute('src')).toBe('/files/poster');
  });

  it('never puts a video into the print browser: the poster only', () => {
    window.__KG_RENDER__ = true;
    render('/files/poster');
    expect(host.querySelector('video')).toBeNull();
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/files/poster');
  });

  it('prints nothing for a video without a poster', () => {
    window.__KG_RENDER__ = true;
    render(null);
    expect(host.innerHTML).toBe('');
  });
});
