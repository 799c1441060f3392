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
