import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale, ProductCard } from '#contract';
import EmptyState, { catalogueLinks } from '@/components/ui/EmptyState';
import { primaryButtonClass } from '@/components/ui/Field';
import { type Strings, text } from '@/features/account/account';
import UserArea from '@/features/account/UserArea';
import { type RefusalTexts, refusalText } from '@/features/cart/cart-outcome';
import ProductImage from '@/features/product/ProductImage';
import ProductPrice from '@/features/product/ProductPrice';
import type { CardStrings } from '@/features/product/product-card';
import type { ProductTexts } from '@/features/product/product-text';
import StockText from '@/features/product/StockText';
import { formatNumber } from '@/lib/money';
import { localePath, productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { $wishlistItems, loadWishlist, moveToCart, removeFromWishlist } from './wishlist.store';

interface Props {
  locale: Locale;
  strings: {
    /** The `wishlist` group. */
    wishlist: Strings;
    toasts: RefusalTexts & { removedFromWishlist: string; movedToCart: string };
    card: CardStrings;
    stock: ProductTexts;
  };
}

/** /shop/wishlist: the signed-in shopper's saved products, to remove or move to the cart. Needs a login. */
export default function WishlistPage(props: Props) {
  return (
    <UserArea guard="authenticated" loading={text(props.strings.wishlist, 'loading')}>
      {() => <Wishlist {...props} />}
    </UserArea>
  );
}

function Wishlist({ locale, strings }: Props) {
  const t = (key: string, values?: Record<string, string>) => text(strings.wishlist, key, values);
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
      if (outcome.ok) toast.success(strings.toasts.movedToCart);
      else toast.error(refusalText(outcome, strings.toasts));
    } else {
      const outcome = await removeFromWishlist(card.id);
      if (outcome.ok) toast.success(strings.toasts.removedFromWishlist);
      else toast.error((outcome.reason === 'server' && outcome.message) || strings.toasts.network);
    }
    setBusy(null);
  }

  // The cached list shows at once; the server's answer replaces it.
  if (items.length === 0 && status === 'loading')
    return <p className="py-8 text-center text-gray-500">{t('loading')}</p>;
  const failure = status === 'failed' && (
    <p role="alert" className="text-sm">
      {t('loadFailed')}{' '}
      <button type="button" className="font-semibold underline" onClick={load}>
        {t('retry')}
      </button>
    </p>
  );
  if (items.length === 0) {
    return (
      failure || (
        <EmptyState
          title={t('empty')}
          hint={t('emptyHint')}
          links={catalogueLinks(locale, { browse: t('browse'), categories: t('categories') })}
          testId="wishlist-empty"
        />
      )
    );
  }
  return (
    <div className="space-y-3">
      {failure}
      <p className="text-gray-700 text-sm">{t('count', { count: formatNumber(items.length, locale) })}</p>
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
              <ProductPrice price={card.price} salePrice={card.sale_price} locale={locale} strings={strings.card} />
              <StockText stock={card.quantity} texts={strings.stock} locale={locale} />
              <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-1">
                <button
                  type="button"
                  className={`${primaryButtonClass} text-sm`}
                  aria-label={t('moveNamed', { name: card.name })}
                  disabled={busy !== null}
                  onClick={() => act(card, 'move')}
                >
                  {t('moveToCart')}
                </button>
                <button
                  type="button"
                  className="text-gray-700 text-sm underline disabled:opacity-60"
                  aria-label={t('removeNamed', { name: card.name })}
                  disabled={busy !== null}
                  onClick={() => act(card, 'remove')}
                >
                  {t('remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
