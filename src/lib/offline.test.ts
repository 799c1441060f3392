import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_REFUSED_SELECTOR, refuseWhenOffline } from './offline';

const notice = { hidden: true };
const pageWith = (onLine: boolean) => {
  notice.hidden = true;
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector === OFFLINE_REFUSED_SELECTOR ? notice : null),
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('refuseWhenOffline', () => {
  it('lets a form send while online, showing nothing', () => {
    pageWith(true);
    expect(refuseWhenOffline()).toBe(false);
    expect(notice.hidden).toBe(true);
  });

  it("refuses while offline and shows the page's notice that nothing was sent", () => {
    pageWith(false);
    expect(refuseWhenOffline()).toBe(true);
    expect(notice.hidden).toBe(false);
  });

  it('still refuses on a page without the notice', () => {
    pageWith(false);
    vi.stubGlobal('document', { querySelector: () => null });
    expect(refuseWhenOffline()).toBe(true);
  });
});
