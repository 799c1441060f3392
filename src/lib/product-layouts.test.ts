import { describe, expect, it } from 'vitest';
import { LAYOUT_SCRIPT, layoutFromPath } from './product-layouts';

describe('layoutFromPath', () => {
  it('reads the layout from a product address in either language', () => {
    expect(layoutFromPath('/product/masonry/cotton-panjabi-12')).toBe('masonry');
    expect(layoutFromPath('/bn/product/sticky/12')).toBe('sticky');
    expect(layoutFromPath('/product/gallery/')).toBe('gallery');
    expect(layoutFromPath('/bn/product/centered')).toBe('centered');
  });

  it('is the default layout anywhere else', () => {
    expect(layoutFromPath('/product/12')).toBe('default');
    expect(layoutFromPath('/product/tiled/12')).toBe('default');
    expect(layoutFromPath('/categories/masonry')).toBe('default');
    expect(layoutFromPath('/product/masonryx/12')).toBe('default');
  });
});

describe('LAYOUT_SCRIPT', () => {
  it('sets the same layout in the browser as layoutFromPath', () => {
    for (const pathname of ['/bn/product/sidebar/a-1', '/product/12', '/product/extended/']) {
      const documentElement = { dataset: {} as Record<string, string> };
      new Function('document', 'location', LAYOUT_SCRIPT)({ documentElement }, { pathname });
      expect(documentElement.dataset.productLayout, pathname).toBe(layoutFromPath(pathname));
    }
  });
});
