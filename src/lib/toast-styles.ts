/**
 * Import this module for its side effect BEFORE react-hot-toast: react-hot-toast's module-level keyframes make
 * goober create its <style id="_goober"> at import time, and that element then answers `window._goober` (named
 * access), so a later hand-over is too late and every toast style is blocked.
 *
 * react-hot-toast styles itself through goober, which writes CSS into an inline <style> element; the site's CSP
 * (no 'unsafe-inline' styles) blocks that. goober uses `window._goober.firstChild.data` as its sheet when it
 * exists, so this hands it a text holder that feeds a constructed stylesheet (CSSOM is not inline CSS).
 */
function adoptToastStyles(): void {
  const holder = window as Window & { _goober?: unknown };
  if (holder._goober) return;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let css = ' ';
  holder._goober = {
    // goober appends its element to <head> unless it has a parent already.
    parentNode: document.head,
    firstChild: {
      get data() {
        return css;
      },
      set data(next: string) {
        css = next;
        sheet.replaceSync(next);
      },
    },
  };
}

if (typeof window !== 'undefined') adoptToastStyles();
