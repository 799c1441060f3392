import type { LiveProduct, Locale, Picture, Variant, VariantOption } from '#contract';
import { LIVE_PRODUCT_EVENT } from './live-prices';
import {
  chooseOption,
  imageIndexForVariant,
  mergeLiveVariants,
  type OptionName,
  optionValueStates,
  type ValueState,
} from './product';
import type { ProductTexts } from './product-strings';
import { priceView, renderPriceView, renderStock } from './product-text';

/** What the product page hands the picker in its JSON script element. */
export interface VariantPickerData {
  locale: Locale;
  variants: Variant[];
  options: VariantOption[];
  pictures: Picture[];
  selected: number;
  texts: ProductTexts;
}

export function stateText(state: ValueState, texts: ProductTexts): string {
  if (state === 'out-of-stock') return `, ${texts.product.outOfStock}`;
  if (state === 'not-offered') return `, ${texts.product.notOffered}`;
  return '';
}

/** Keeps the price, stock, swatches and gallery in step with the shopper's colour and size choice. */
export function mountVariantPicker(root: HTMLElement): void {
  const data: VariantPickerData = JSON.parse(root.querySelector('script[type="application/json"]')?.textContent ?? '');
  const { locale, options, pictures, texts } = data;
  let { variants } = data;
  let current = variants.find((variant) => variant.id === data.selected);
  if (!current) return;

  const render = (variant: Variant) => {
    root.dataset.variantId = String(variant.id);
    for (const option of options) {
      const states = optionValueStates(variants, option, variant.options);
      for (const input of root.querySelectorAll<HTMLInputElement>(`input[data-option="${option.name}"]`)) {
        input.checked = input.value === variant.options[option.name];
        const label = input.closest('label');
        if (label) label.dataset.state = states[input.value];
        const hint = label?.querySelector('[data-state-text]');
        if (hint) hint.textContent = stateText(states[input.value], texts);
      }
      const chosen = root.querySelector(`[data-option-chosen="${option.name}"]`);
      const value = option.values.find((candidate) => candidate.value === variant.options[option.name]);
      if (chosen && value) chosen.textContent = value.label;
    }

    const product = root.closest('[data-product-id]') ?? document;
    renderPriceView(
      product.querySelector('[data-product-price]')!,
      priceView(variant.price, variant.sale_price, texts, locale),
    );
    renderStock(product.querySelector('[data-product-stock]')!, variant.stock, texts, locale);
    const sku = product.querySelector('[data-product-sku]');
    if (sku) sku.textContent = variant.sku;
  };

  // Fresh prices and stock from the live refresh (live-prices.ts) replace the build's.
  root.closest('[data-product-id]')?.addEventListener(LIVE_PRODUCT_EVENT, (event) => {
    variants = mergeLiveVariants(variants, (event as CustomEvent<LiveProduct>).detail.variants);
    current = variants.find((variant) => variant.id === current?.id);
    if (current) render(current);
  });

  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const next = current && chooseOption(variants, current.options, input.dataset.option as OptionName, input.value);
    if (!next) return;
    current = next;
    render(next);
    document.dispatchEvent(new CustomEvent('gallery:show', { detail: imageIndexForVariant(pictures, next) }));
  });
}
