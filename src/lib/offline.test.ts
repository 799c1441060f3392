import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseWhenOffline } from './offline';
import { setToastSink } from './toast';

const shown: string[] = [];
const pageWith = (onLine: boolean, refusal: string | undefined) => {
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      selector === '[data-offline-refusal]' && refusal !== undefined ? { dataset: { offlineRefusal: refusal } } : null,
  });
  setToastSink((kind, message) => shown.push(`${kind}: ${message}`));
};

afterEach(() => {
  shown.length = 0;
  setToastSink(null);
  vi.unstubAllGlobals();
});

describe('refuseWhenOffline', () => {
  it('lets a form submit while online, showing nothing', () => {
    pageWith(true, 'আপনি অফলাইনে আছেন');
    expect(refuseWhenOffline()).toBe(false);
    expect(shown).toEqual([]);
  });

  it("refuses while offline with the page language's message as an error", () => {
    pageWith(false, 'আপনি অফলাইনে আছেন, তাই কিছুই পাঠানো হয়নি।');
    expect(refuseWhenOffline()).toBe(true);
    expect(shown).toEqual(['error: আপনি অফলাইনে আছেন, তাই কিছুই পাঠানো হয়নি।']);
  });

  it('still refuses, in English, on a page without the message', () => {
    pageWith(false, undefined);
    expect(refuseWhenOffline()).toBe(true);
    expect(shown).toEqual(['error: You are offline.']);
  });
});
