/** Uploaded file names: what is kept for display, and how it is offered back on download. */

const MAX_NAME_LENGTH = 120;

/**
 * The name shown for an upload: NFC, without a folder part (`C:\fakepath\a.png`, `../../a.png`), control and
 * bidirectional-override characters removed, at most MAX_NAME_LENGTH characters (the extension kept); `fallback`
 * when nothing is left.
 */
export function displayName(uploaded: string, fallback: string): string {
  const base = uploaded.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return fallback;
  const chars = [...clean];
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return chars.slice(0, MAX_NAME_LENGTH - [...extension].length).join('') + extension;
}

/**
 * `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<the name, percent-encoded>` (RFC 6266 and 5987): old
 * clients read the first, every browser today the second, so Bengali names survive.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]+/g, '_')
      .replace(/["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
