import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale, ProductCard } from '#contract';
import EmptyState, { catalogueLinks } from '@/components/ui/EmptyState';
import { primaryButtonClass } from '@/components/ui/Field';
import UserArea from '@/features/account/UserArea';
import { refusalText } from '@/features/cart/cart-outcome';
import ProductImage from '@/features/product/ProductImage';
import ProductPrice from '@/features/product/ProductPrice';
import StockText from '@/features/product/StockText';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { $wishlistItems, loadWishlist, moveToCart, removeFromWishlist } from './wishlist.store';
import type { WishlistStrings } from './wishlist-strings';

interface Props {
  locale: Locale;
  strings: WishlistStrings;
}

/** /shop/wishlist: the signed-in shopper's saved products, to remove or move to the cart. Needs a login. */
export default function WishlistPage(props: Props) {
  return (
    <UserArea guard="authenticated" loading={props.strings.wishlist.loading}>
      {() => <Wishlist {...props} />}
    </UserArea>
  );
}

function Wishlist({ locale, strings }: Props) {
  const texts = strings.wishlist;
  const items = useStore($wishlistItems);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState<number | null>(null);

  const load = () => {
    setStatus('loading');
    loadWishlist().then((outcome) => setStatus(outcome.ok ? 'ready' : 'failed'));
  };
  // Loads once; the store keeps the list current after that.
  useEffect(load, []);

  async function act(card: ProductCard, action: 'remove' | 'move') {
    setBusy(card.id);
    if (action === 'move') {
      const outcome = await moveToCart(card);
      if (outcome.ok) toast.success(strings.cartToasts.movedToCart);
      else toast.error(refusalText(outcome, strings, locale));
    } else {
      const outcome = await removeFromWishlist(card.id);
      if (outcome.ok) toast.success(strings.cartToasts.removedFromWishlist);
      else toast.error((outcome.reason === 'server' && outcome.message) || strings.cartToasts.network);
    }
    setBusy(null);
  }

  // The cached list shows at once; the server's answer replaces it.
  if (items.length === 0 && status === 'loading')
    return <p className="py-8 text-center text-gray-500">{texts.loading}</p>;
  const failure = status === 'failed' && (
    <p role="alert" className="text-sm">
      {texts.loadFailed}{' '}
      <button type="button" className="font-semibold underline" onClick={load}>
        {texts.retry}
      </button>
    </p>
  );
  if (items.length === 0) {
    return (
      failure || (
        <EmptyState
          title={texts.empty}
          hint={texts.emptyHint}
          links={catalogueLinks(locale, { browse: texts.browse, categories: texts.categories })}
          testId="wishlist-empty"
        />
      )
    );
  }
  return (
    <div className="space-y-3">
      {failure}
      <p className="text-gray-700 text-sm">{fill(texts.count, { count: formatNumber(items.length, locale) })}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((card) => (
          <li
            key={card.id}
            data-product-id={card.id}
            className="flex gap-3 rounded-md border border-gray-200 p-3"
            aria-busy={busy === card.id}
          >
            <ProductImage
              src={card.image}
              alt=""
              width={96}
              height={96}
              preset="thumbnail"
              sizes="96px"
              className="size-24 shrink-0 rounded bg-gray-100 object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <a
                href={localePath(locale, productPath(card.id))}
                className="line-clamp-2 font-semibold text-sm hover:text-brand-800"
              >
                {card.name}
              </a>
              <ProductPrice price={card.price} salePrice={card.sale_price} locale={locale} strings={strings} />
              <StockText stock={card.quantity} texts={strings} locale={locale} />
              <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-1">
                <button
                  type="button"
                  className={`${primaryButtonClass} text-sm`}
                  aria-label={fill(texts.moveNamed, { name: card.name })}
                  disabled={busy !== null}
                  onClick={() => act(card, 'move')}
                >
                  {texts.moveToCart}
                </button>
                <button
                  type="button"
                  className="text-gray-700 text-sm underline disabled:opacity-60"
                  aria-label={fill(texts.removeNamed, { name: card.name })}
                  disabled={busy !== null}
                  onClick={() => act(card, 'remove')}
                >
                  {texts.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
