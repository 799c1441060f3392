import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { BENGALI_RANGE, INSTALLED_BENGALI } from './bengali-font';

const addDownloadableFace = () =>
  document.fonts.add(
    new FontFace('Noto Sans Bengali', `${INSTALLED_BENGALI},url(${regular}) format('woff2')`, {
      weight: '400',
      display: 'swap',
      unicodeRange: BENGALI_RANGE,
    }),
  );

// Once the page has loaded and painted: before, the file shared a thin link with the LCP picture and delayed it.
// The phone's own copy still comes first (no download at all).
if (document.readyState === 'complete') addDownloadableFace();
else addEventListener('load', () => requestAnimationFrame(() => setTimeout(addDownloadableFace)), { once: true });
