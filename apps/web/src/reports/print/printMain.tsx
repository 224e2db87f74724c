// The slices first, the whole faces after them (printFonts.ts): the whole face is tried first.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import '../../styles/global.css';
import { createRoot } from 'react-dom/client';
import { followLanguageInDayjs } from '../../locales/dayjsLanguage';
import i18n, { i18nReady } from '../../locales/i18n';
import { setPrintFaces } from '../framework/fonts';
import { clearSignals } from '../framework/reportWindow';
import { PrintApp } from './PrintApp';
import { loadPrintFonts } from './printFonts';

declare global {
  interface Window {
    /** the print page is loaded and can render a report (the server's print engine waits for it) */
    __KG_PRINT_READY__?: boolean;
    /** renders the report at `url` (path and query of a report route) in place of the last one */
    __KG_PRINT__?: (url: string) => void;
  }
}

/**
 * The print browser's page (issue 16): the report code and nothing of the shell. The server
 * loads it once per print page and then asks it for report after report; scripts, styles and
 * fonts stay loaded between them, and only the report's data, pictures and layout are new.
 */
const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from report.html');
const root = createRoot(element);
let printed = 0;
// Whoever opens this page, it is the print page: no export bar, no session.
window.__KG_RENDER__ = true;

setPrintFaces(loadPrintFonts());
followLanguageInDayjs(i18n);

void i18nReady.finally(() => {
  window.__KG_PRINT__ = (url: string) => {
    // The last report's flags must not be read as this one's.
    clearSignals();
    printed += 1;
    root.render(<PrintApp key={printed} url={url} />);
  };
  window.__KG_PRINT_READY__ = true;
});
