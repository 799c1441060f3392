/** The Bengali subset's own range (from @fontsource): Latin text keeps the system font. */
export const BENGALI_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/** The phone's own copy of the face, by the names Android has shipped it under (older versions: its UI cut). */
export const INSTALLED_BENGALI = [
  "local('Noto Sans Bengali')",
  "local('NotoSansBengali-Regular')",
  "local('Noto Sans Bengali UI')",
  "local('NotoSansBengaliUI-Regular')",
].join(',');

/** Set once this browser has needed the downloadable face: the file is then in its cache for every later page. */
export const BENGALI_FACE_NEEDED_KEY = 'bengali_font.needed';

/**
 * Three Bengali letters and three unassigned code points of the block (U+0984), as script escapes: a system with no
 * Bengali face draws both as the same three missing-glyph boxes, any Bengali face gives the letters widths of their own.
 */
const LETTERS = '\\u0995\\u0985\\u09b7';
const UNASSIGNED = '\\u0984\\u0984\\u0984';

/**
 * Inline in the head of a Bengali page, after the rule for the installed face. Most systems draw Bengali themselves
 * (Android's Noto Sans Bengali, Windows' Nirmala UI, Apple's Bangla faces): they download nothing, and no text
 * changes face after the first paint, which moved a page's layout on systems with a Bengali face other than Noto.
 * A system that draws boxes gets the downloadable face once the page has loaded and painted, never beside the LCP
 * picture on a thin link (issue 17), and from then on at once on every page, from its cache: held back for 100 ms
 * at most ('fallback') rather than shown as boxes and then moved.
 */
export function bengaliFaceScript(fontUrl: string): string {
  // The file alone: the installed faces are the page's rule, and a system that has one draws Bengali.
  const source = JSON.stringify(`url(${fontUrl}) format('woff2')`);
  const key = JSON.stringify(BENGALI_FACE_NEEDED_KEY);
  return [
    `(function(){var add=function(d){document.fonts.add(new FontFace('Noto Sans Bengali',${source},{weight:'400',display:d,unicodeRange:${JSON.stringify(BENGALI_RANGE)}}))};`,
    `try{if(localStorage.getItem(${key})){add('fallback');return}}catch(e){}`,
    `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){`,
    `var c=document.createElement('canvas').getContext('2d');if(c){c.font='16px sans-serif';if(c.measureText('${LETTERS}').width!==c.measureText('${UNASSIGNED}').width)return}`,
    `add('swap');try{localStorage.setItem(${key},'1')}catch(e){}})})},{once:true})})()`,
  ].join('');
}
