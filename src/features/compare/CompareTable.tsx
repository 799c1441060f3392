import { useState } from 'react';
import type { Locale, ProductDetail } from '#contract';
import { primaryButtonClass } from '@/components/ui/Field';
import ProductImage from '@/features/product/ProductImage';
import ProductPrice from '@/features/product/ProductPrice';
import { STOCK_TONE } from '@/features/product/StockText';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { formatPrice } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import type { CompareStrings } from './compare-strings';
import { attributeRows, variantChoices } from './compare-table';

interface Props {
  locale: Locale;
  products: ProductDetail[];
  strings: CompareStrings;
  onRemove: (product: ProductDetail) => void;
  onAddToCart: (product: ProductDetail, variantId: number) => void;
}

/** The sticky first column: on a phone the product columns scroll sideways under the attribute names. */
const rowHeadClass =
  'sticky left-0 z-10 w-24 min-w-24 border-gray-200 border-r border-b bg-gray-50 p-2 text-left align-top font-semibold text-sm sm:w-36 sm:min-w-36';
const cellClass = 'w-40 min-w-40 border-gray-200 border-b p-2 align-top text-sm sm:w-52 sm:min-w-52';

/** The compared products side by side: a real table, product columns and attribute rows. */
export default function CompareTable({ locale, products, strings, onRemove, onAddToCart }: Props) {
  const texts = strings.compare;
  return (
    // `relative`: the scroller must contain the absolutely positioned screen-reader texts too, or they widen the page.
    <div
      className="relative max-w-full overflow-x-auto rounded-md border border-gray-200"
      data-testid="compare-scroller"
    >
      <table className="border-separate border-spacing-0">
        <caption className="sr-only">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={rowHeadClass}>
              {texts.product}
            </th>
            {products.map((product) => (
              <th key={product.id} scope="col" className={`${cellClass} text-left font-normal`}>
                <ProductImage
                  src={product.image}
                  alt=""
                  width={160}
                  height={160}
                  preset="thumbnail"
                  sizes="160px"
                  className="mb-2 aspect-square w-full rounded bg-gray-100 object-cover"
                />
                <a
                  href={localePath(locale, productPath(product.id))}
                  className="line-clamp-3 font-semibold text-brand-800 hover:underline"
                >
                  {product.name}
                </a>
                <button
                  type="button"
                  className="mt-1 text-gray-700 text-xs underline"
                  aria-label={fill(texts.removeNamed, { name: product.name })}
                  onClick={() => onRemove(product)}
                >
                  {texts.remove}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={rowHeadClass}>
              {texts.price}
            </th>
            {products.map((product) => (
              <td key={product.id} className={cellClass}>
                <ProductPrice price={product.price} salePrice={product.sale_price} locale={locale} strings={strings} />
              </td>
            ))}
          </tr>
          {attributeRows(products, strings, locale).map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" className={rowHeadClass}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={products[index].id} className={cellClass}>
                  {cell.href ? (
                    <a href={cell.href} className="text-brand-800 hover:underline">
                      {cell.text}
                    </a>
                  ) : (
                    <span className={cell.stock && `font-semibold ${STOCK_TONE[cell.stock]}`}>{cell.text}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={rowHeadClass}>
              <span className="sr-only">{texts.addToCart}</span>
            </th>
            {products.map((product) => (
              <td key={product.id} className={cellClass}>
                <AddCell locale={locale} product={product} texts={texts} onAdd={onAddToCart} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

interface AddCellProps {
  locale: Locale;
  product: ProductDetail;
  texts: Dictionary['compare'];
  onAdd: Props['onAddToCart'];
}

/** Add to cart with a choice of the in-stock variants (cheapest first); nothing to add when none is in stock. */
function AddCell({ locale, product, texts, onAdd }: AddCellProps) {
  const choices = variantChoices(product);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  if (choices.length === 0) return null;
  const variantId = choices.find((choice) => choice.variant.id === chosen)?.variant.id ?? choices[0].variant.id;
  return (
    <div className="space-y-2">
      {(choices.length > 1 || choices[0].label) && (
        <select
          aria-label={fill(texts.optionOf, { name: product.name })}
          className="block w-full rounded-md border border-gray-300 px-2 py-1 text-sm"
          value={variantId}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {choices.map(({ variant, label }) => (
            <option key={variant.id} value={variant.id}>
              {[label, formatPrice(variant.sale_price, locale)].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className={`${primaryButtonClass} w-full text-sm`}
        aria-label={fill(texts.addNamed, { name: product.name })}
        onClick={() => onAdd(product, variantId)}
      >
        {texts.addToCart}
      </button>
    </div>
  );
}
