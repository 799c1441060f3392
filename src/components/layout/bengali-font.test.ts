import { describe, expect, it } from 'vitest';
import { runInline, storage } from '@/lib/api/inline-script.test-helpers';
import { BENGALI_FACE_NEEDED_KEY, bengaliFaceScript } from './bengali-font';

const FONT = '/_astro/noto-sans-bengali-bengali-400-normal.B1.woff2';

/** Widths as a system draws them: `boxes` draws every Bengali code point as the same missing-glyph box. */
const boxes = (text: string) => text.length * 5.84;
const bengaliFace = (text: string) =>
  [...text].reduce((width, letter) => width + (letter === '\u0984' ? 5.84 : 9 + (letter.charCodeAt(0) % 5)), 0);

/** Runs the head script on a page with this stored state and system, up to (and, with `load`, past) the load event. */
function visit(stored: Record<string, string>, system: ((text: string) => number) | 'no canvas', load = true) {
  const faces: { family: string; source: string; display: string }[] = [];
  const onLoad: (() => void)[] = [];
  runInline(bengaliFaceScript(FONT), {
    localStorage: storage(stored),
    FontFace: class {
      constructor(family: string, source: string, { display }: { display: string }) {
        faces.push({ family, source, display });
      }
    },
    document: {
      fonts: { add: () => {} },
      createElement: () => ({
        getContext: () =>
          system === 'no canvas' ? null : { font: '', measureText: (text: string) => ({ width: system(text) }) },
      }),
    },
    addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
  });
  if (load) for (const listener of onLoad) listener();
  return { faces: faces.map(({ display }) => display), source: faces[0]?.source, stored };
}

describe('bengaliFaceScript', () => {
  it('adds nothing where the system draws Bengali itself: no download, no change of face after the first paint', () => {
    expect(visit({}, bengaliFace)).toEqual({ faces: [], source: undefined, stored: {} });
  });

  it('adds the downloadable face once the page has loaded where the system draws boxes, and remembers it', () => {
    expect(visit({}, boxes, false).faces).toEqual([]);
    const { faces, source, stored } = visit({}, boxes);
    expect(faces).toEqual(['swap']);
    expect(source).toBe(`url(${FONT}) format('woff2')`);
    expect(stored).toEqual({ [BENGALI_FACE_NEEDED_KEY]: '1' });
  });

  it('adds it at once on every later page, held back briefly rather than shown as boxes and moved', () => {
    expect(visit({ [BENGALI_FACE_NEEDED_KEY]: '1' }, boxes).faces).toEqual(['fallback']);
  });

  it('adds it after the load, as before, where it cannot tell (no canvas)', () => {
    expect(visit({}, 'no canvas').faces).toEqual(['swap']);
  });
});
