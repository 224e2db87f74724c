import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test/testRoot';
import { ReportVideo } from './ReportVideo';

const mount = mountPerTest();

afterEach(() => {
  window.__KG_RENDER__ = undefined;
});

const render = (poster: string | null) =>
  act(() => mount.root.render(<ReportVideo src="/files/video" poster={poster} />));

describe('ReportVideo (N13, DECISIONS 35)', () => {
  it('plays on screen and keeps the poster for paper', () => {
    render('/files/poster');
    expect(mount.host.querySelector('video')?.getAttribute('src')).toBe('/files/video');
    expect(mount.host.querySelector('img.kg-report-video__print')?.getAttribute('src')).toBe('/files/poster');
  });

  it('never puts a video into the print browser: the poster only', () => {
    window.__KG_RENDER__ = true;
    render('/files/poster');
    expect(mount.host.querySelector('video')).toBeNull();
    expect(mount.host.querySelector('img')?.getAttribute('src')).toBe('/files/poster');
  });

  it('prints nothing for a video without a poster', () => {
    window.__KG_RENDER__ = true;
    render(null);
    expect(mount.host.innerHTML).toBe('');
  });
});
