import type { ChatContext, ChatSide, Locale } from '#contract';
import ProductImage from '@/features/product/ProductImage';
import { fill } from '@/i18n/fill';
import { localePath, productPath } from '@/lib/paths';
import type { ChatStrings } from './chat-strings';

interface Props {
  context: ChatContext;
  /** The reader's side: only the shopper has a page for the order. */
  side: ChatSide;
  locale: Locale;
  strings: ChatStrings;
}

/** What a message is about: the product (picture, name, link) or the order (its invoice number). */
export default function ContextCard({ context, side, locale, strings }: Props) {
  const card = 'mb-2 flex items-center gap-2 rounded-md border border-gray-200 bg-white p-2 text-sm text-gray-900';
  if (context.kind === 'product') {
    return (
      <a
        href={localePath(locale, productPath(context.id))}
        className={`${card} hover:border-brand-700`}
        data-context="product"
      >
        {context.image && (
          <ProductImage
            src={context.image}
            alt=""
            width={48}
            height={48}
            preset="thumbnail"
            sizes="48px"
            className="size-12 shrink-0 rounded object-cover"
          />
        )}
        <span className="min-w-0">
          <span className="block text-xs text-gray-600">{strings.chat.aboutProduct}</span>
          <span className="block font-semibold break-words">{context.name}</span>
        </span>
      </a>
    );
  }
  const text = fill(strings.chat.aboutOrder, { invoice: context.invoice_number });
  return side === 'buyer' ? (
    <a
      href={localePath(locale, `/user/orders/${context.id}`)}
      className={`${card} font-semibold hover:border-brand-700`}
      data-context="order"
    >
      {text}
    </a>
  ) : (
    <p className={`${card} font-semibold`} data-context="order">
      {text}
    </p>
  );
}
