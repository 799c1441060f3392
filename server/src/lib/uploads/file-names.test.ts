import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayName } from './file-names';

describe('uploaded file names', () => {
  it('keep only the last path part, without control or direction-override characters, in NFC', () => {
    expect(displayName('C:\\fakepath\\receipt.png', 'x')).toBe('receipt.png');
    expect(displayName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayName('invoice\u202egnp.exe', 'x')).toBe('invoicegnp.exe');
    expect(displayName('a\u0000b\nc.pdf', 'x')).toBe('abc.pdf');
    expect(displayName('ক\u09bc.png'.normalize('NFD'), 'x')).toBe('ক\u09bc.png'.normalize('NFC'));
  });

  it('fall back when nothing is left, and cap the length keeping the extension', () => {
    expect(displayName('', 'attachment-1')).toBe('attachment-1');
    expect(displayName('..', 'attachment-1')).toBe('attachment-1');
    const long = displayName(`${'ছ'.repeat(300)}.jpeg`, 'x');
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('are offered back as an attachment with an ASCII stand-in and the RFC 5987 UTF-8 name', () => {
    expect(attachmentDisposition('রসিদ (১).pdf')).toBe(
      `attachment; filename="_ (_).pdf"; filename*=UTF-8''%E0%A6%B0%E0%A6%B8%E0%A6%BF%E0%A6%A6%20%28%E0%A7%A7%29.pdf`,
    );
    expect(attachmentDisposition('say "hi"\\%.png')).toBe(
      `attachment; filename="say _hi___.png"; filename*=UTF-8''say%20%22hi%22%5C%25.png`,
    );
  });
});
