/** How a review names its author on public pages: the first name and the initial of the last ("Rahima K."). */
export function reviewAuthor(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!last) return first;
  // The first grapheme keeps a Bengali conjunct whole ("ক্ষ"); a vowel sign after it is not part of an initial ("খা" → "খ").
  const [initial] = new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(last);
  const letter = (initial?.segment ?? '').replace(/\p{M}+$/u, '');
  return `${first} ${letter.toLocaleUpperCase('en')}.`;
}
