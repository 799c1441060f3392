import type { Locale, Picture, Variant, VariantOption } from '@contract';
import { formatPrice } from '@/lib/money';
import { chooseOption, imageIndexForVariant, type OptionName, optionValueStates, type ValueState } from './product';
import { discountLabel, type ProductTexts, stockLabel } from './product-text';

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
  if (state === 'out-of-stock') return `, ${texts.outOfStock}`;
  if (state === 'not-offered') return `, ${texts.notOffered}`;
  return '';
}

/** Keeps the price, stock, swatches and gallery in step with the shopper's colour and size choice. */
export function mountVariantPicker(root: HTMLElement): void {
  const data: VariantPickerData = JSON.parse(root.querySelector('script[type="application/json"]')?.textContent ?? '');
  const { locale, variants, options, pictures, texts } = data;
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

    const badge = discountLabel(variant.price, variant.sale_price, texts, locale);
    document.querySelector('[data-product-price] [data-price-sale]')!.textContent = formatPrice(
      variant.sale_price,
      locale,
    );
    const regular = document.querySelector<HTMLElement>('[data-product-price] [data-price-regular]')!;
    regular.hidden = !badge;
    regular.querySelector('[data-value]')!.textContent = formatPrice(variant.price, locale);
    const badgeElement = document.querySelector<HTMLElement>('[data-product-price] [data-price-badge]')!;
    badgeElement.hidden = !badge;
    badgeElement.textContent = badge;

    const stock = document.querySelector<HTMLElement>('[data-product-stock] [data-stock]')!;
    const { kind, text } = stockLabel(variant.stock, texts, locale);
    stock.dataset.kind = kind;
    stock.textContent = text;

    document.dispatchEvent(new CustomEvent('gallery:show', { detail: imageIndexForVariant(pictures, variant) }));
  };

  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const next = current && chooseOption(variants, current.options, input.dataset.option as OptionName, input.value);
    if (!next) return;
    current = next;
    render(next);
  });
}
