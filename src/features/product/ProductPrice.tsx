import type { Locale } from '#contract';
import type { CardStrings } from './product-strings';
import { priceView } from './product-text';

interface Props {
  price: number;
  salePrice: number;
  locale: Locale;
  strings: CardStrings;
}

/** The price line of a product card (product-card.ts priceHtml) for React islands: sale price, struck regular price, badge. */
export default function ProductPrice({ price, salePrice, locale, strings }: Props) {
  const { sale, regular, badge } = priceView(price, salePrice, strings, locale);
  return (
    <p className="price-line">
      <span className="font-bold text-base">{sale}</span>
      {badge && (
        <>
          <s className="text-gray-600 text-sm">
            <span className="sr-only">{strings.product.regularPrice}:</span> {regular}
          </s>
          <span className="price-badge">{badge}</span>
        </>
      )}
    </p>
  );
}
