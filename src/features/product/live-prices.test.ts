import { describe, expect, it } from 'vitest';
import type { LiveProduct } from '#contract';
import { applyLiveProduct, batches, flashSaleEnd, LIVE_PRODUCT_EVENT, productIds } from './live-prices';
import type { ProductTexts } from './product-strings';

const texts: ProductTexts = {
  product: {
    inStock: 'In stock',
    onlyLeft: 'Only {{n}} left',
    outOfStock: 'Out of stock',
    percentOff: '{{percent}}% off',
    notOffered: 'not offered',
    flashSaleEnds: 'Flash sale ends {{time}}',
  },
};

/** Just enough of an element for the live update: text, hidden, attributes, selectors over its children. */
class FakeElement {
  writes = 0;
  hidden: boolean;
  dataset: Record<string, string> = {};
  events: CustomEvent[] = [];
  #text: string;
  constructor(
    text = '',
    hidden = false,
    readonly attributes: string[] = [],
    readonly children: Record<string, FakeElement> = {},
  ) {
    this.#text = text;
    this.hidden = hidden;
  }
  get textContent() {
    return this.#text;
  }
  set textContent(value: string) {
    this.writes += 1;
    this.#text = value;
  }
  hasAttribute(name: string) {
    return this.attributes.includes(name);
  }
  querySelector(selector: string) {
    return this.children[selector] ?? null;
  }
  querySelectorAll(selector: string) {
    return this.children[selector] ? [this.children[selector]] : [];
  }
  dispatchEvent(event: CustomEvent) {
    this.events.push(event);
    return true;
  }
}

/** A card as the build rendered it: Tk 1,000 with no discount, 20 in stock, a flash-sale badge. */
function card() {
  const sale = new FakeElement('Tk 1,000');
  const value = new FakeElement('Tk 1,000');
  const regular = new FakeElement('', true, [], { '[data-value]': value });
  const badge = new FakeElement('', true);
  const price = new FakeElement('', false, [], {
    '[data-price-sale]': sale,
    '[data-price-regular]': regular,
    '[data-price-badge]': badge,
  });
  const stockText = new FakeElement('In stock');
  stockText.dataset.kind = 'in-stock';
  const stock = new FakeElement('', false, [], { '[data-stock]': stockText });
  const flash = new FakeElement('Flash sale', false);
  const root = new FakeElement('', false, [], {
    '[data-product-price]': price,
    '[data-product-stock]': stock,
    '[data-flash-sale]': flash,
  });
  return { root, sale, value, regular, badge, stockText, flash };
}

const live = (overrides: Partial<LiveProduct> = {}): LiveProduct => ({
  id: 7,
  price: 1000,
  sale_price: 1000,
  discount: 0,
  discount_percentage: 0,
  quantity: 20,
  flash_sale_ends_at: null,
  variants: [],
  ...overrides,
});
const apply = (element: FakeElement, product: LiveProduct, now = new Date('2026-01-01T00:00:00Z')) =>
  applyLiveProduct(element as unknown as HTMLElement, product, texts, 'en', now);

describe('applyLiveProduct', () => {
  it('writes nothing when the static page is still right', () => {
    const page = card();
    apply(page.root, live());
    expect(page.sale.writes + page.value.writes + page.badge.writes + page.stockText.writes).toBe(0);
    expect(page.flash.hidden).toBe(true);
  });

  it('shows a new sale price with the regular price struck and the badge, formatted as the build does', () => {
    const page = card();
    apply(page.root, live({ sale_price: 800, discount: 200, discount_percentage: 20 }));
    expect(page.sale.textContent).toBe('Tk 800');
    expect(page.value.writes).toBe(0);
    expect(page.regular.hidden).toBe(false);
    expect(page.badge.hidden).toBe(false);
    expect(page.badge.textContent).toBe('20% off');
  });

  it('updates the stock state and hands the live product on (the add-to-cart control follows it)', () => {
    const page = card();
    apply(page.root, live({ quantity: 3 }));
    expect(page.stockText.textContent).toBe('Only 3 left');
    expect(page.stockText.dataset.kind).toBe('low');
    expect(page.root.events.map((event) => event.detail.quantity)).toEqual([3]);
    apply(page.root, live({ quantity: 0 }));
    expect(page.stockText.dataset.kind).toBe('out');
  });

  it('keeps the flash-sale badge while the sale runs and hides it once it has ended', () => {
    const page = card();
    apply(page.root, live({ flash_sale_ends_at: '2026-01-02T00:00:00Z' }));
    expect(page.flash.hidden).toBe(false);
    expect(page.flash.textContent).toBe('Flash sale');
    apply(page.root, live({ flash_sale_ends_at: '2025-12-31T00:00:00Z' }));
    expect(page.flash.hidden).toBe(true);
  });

  it('hands a product page with a variant picker the live data instead of writing the product price', () => {
    const page = card();
    const root = new FakeElement('', false, ['data-live-variants'], page.root.children);
    apply(root, live({ sale_price: 1 }));
    expect(page.sale.writes).toBe(0);
    expect(root.events.map((event) => event.type)).toEqual([LIVE_PRODUCT_EVENT]);
    expect(root.events[0]?.detail.sale_price).toBe(1);
  });
});

describe('batching', () => {
  it('collects each product id once, in page order, skipping bad ones', () => {
    const elements = ['7', '3', '7', 'x', '', '12'].map((productId) => ({ dataset: { productId } }));
    expect(productIds(elements as unknown as HTMLElement[])).toEqual([7, 3, 12]);
  });

  it('splits ids into calls of at most 100', () => {
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    expect(batches(ids).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches([])).toEqual([]);
  });

  it('counts a sale as running only before its end', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(flashSaleEnd(live({ flash_sale_ends_at: '2026-01-01T00:00:01Z' }), now)).toBe('2026-01-01T00:00:01Z');
    expect(flashSaleEnd(live({ flash_sale_ends_at: '2025-12-31T23:59:59Z' }), now)).toBeNull();
    expect(flashSaleEnd(live(), now)).toBeNull();
  });
});
