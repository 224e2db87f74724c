import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for document.fonts: records which faces a report asked for. */
function fakeFonts() {
  const fonts = { load: vi.fn(() => Promise.resolve([])), ready: Promise.resolve() };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return fonts;
}

describe('loadFontsFor', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('in the app: asks for the slices the text needs, at both weights', async () => {
    const fonts = fakeFonts();
    const { loadFontsFor } = await import('./fonts');
    await loadFontsFor('幼儿名册');
    expect(fonts.load).toHaveBeenCalledTimes(2);
    expect(fonts.load).toHaveBeenCalledWith('400 16px "Noto Sans SC"', expect.stringContaining('幼'));
  });

  it('on the print page: waits for the whole faces and asks for no slice (issue 16)', async () => {
    const fonts = fakeFonts();
    const { loadFontsFor, setPrintFaces } = await import('./fonts');
    let loaded = false;
    setPrintFaces(
      new Promise((resolve) =>
        setTimeout(() => {
          loaded = true;
          resolve(undefined);
        }, 10),
      ),
    );
    await loadFontsFor('幼儿名册');
    expect(loaded).toBe(true);
    expect(fonts.load).not.toHaveBeenCalled();
  });
});
