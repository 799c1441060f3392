import { useEffect, useState } from 'react';
import type { Locale, MyReview, Page } from '#contract';
import UserArea from '@/features/account/UserArea';
import { fill } from '@/i18n/fill';
import { showCarriedToast } from '@/lib/carried-toast';
import { formatDate, formatNumber } from '@/lib/money';
import { MY_REVIEWS_PER_PAGE, subjectHref } from './reviews';
import { fetchMyReviews } from './reviews.api';
import type { MyReviewsStrings } from './reviews-strings';

interface Props {
  locale: Locale;
  strings: MyReviewsStrings;
}

type Loaded = { state: 'loading' } | { state: 'found'; page: Page<MyReview> } | { state: 'failed' };

/** /user/my-reviews: the user's product, seller and rider reviews, newest first, a page at a time. */
export default function MyReviews({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => <ReviewPages locale={locale} strings={strings} />}
    </UserArea>
  );
}

function ReviewPages({ locale, strings }: Props) {
  const texts = strings.reviews.myReviews;
  const [current, setCurrent] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => showCarriedToast(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads again.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchMyReviews(current, MY_REVIEWS_PER_PAGE, controller.signal)
      .then((page) => setLoaded({ state: 'found', page }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [current, attempt]);

  if (loaded.state === 'loading') {
    return (
      <p className="text-gray-500" aria-busy="true">
        {strings.account.loading}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="space-y-2">
        <p>{texts.loadFailed}</p>
        <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { page } = loaded;
  if (page.data.length === 0) return <p data-testid="my-reviews-empty">{texts.empty}</p>;
  const number = (value: number) => formatNumber(value, locale);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-200" data-testid="my-reviews">
        {page.data.map((review) => (
          <ReviewRow key={review.id} review={review} locale={locale} strings={strings} />
        ))}
      </ul>
      {page.last_page > 1 && (
        <nav className="flex items-center gap-4" aria-label={texts.title}>
          <button
            type="button"
            className="underline disabled:no-underline disabled:opacity-50"
            disabled={current <= 1}
            onClick={() => setCurrent(current - 1)}
          >
            {texts.previous}
          </button>
          <span>{fill(texts.pageOf, { page: number(page.current_page), last: number(page.last_page) })}</span>
          <button
            type="button"
            className="underline disabled:no-underline disabled:opacity-50"
            disabled={current >= page.last_page}
            onClick={() => setCurrent(current + 1)}
          >
            {texts.next}
          </button>
        </nav>
      )}
    </div>
  );
}

/** One review; its text is rendered as text (never as markup). */
function ReviewRow({ review, locale, strings }: Props & { review: MyReview }) {
  const texts = strings.reviews.myReviews;
  const href = subjectHref(review, locale);
  return (
    <li className="flex gap-3 py-4" data-testid="my-review">
      {review.subject.image && (
        <img src={review.subject.image} alt="" width={48} height={60} className="h-15 w-12 rounded object-cover" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-gray-600">
          {texts.kind[review.kind]} · {fill(texts.order, { invoice: review.invoice_number })}
        </p>
        <p className="font-semibold">
          {href ? (
            <a className="underline hover:no-underline" href={href}>
              {review.subject.name}
            </a>
          ) : (
            review.subject.name
          )}
        </p>
        <p className="flex items-center gap-2">
          <span className="text-amber-500" aria-hidden="true">
            {'★'.repeat(review.rating)}
            <span className="text-gray-300">{'★'.repeat(5 - review.rating)}</span>
          </span>
          <span className="sr-only">
            {fill(strings.reviews.stars, { rating: formatNumber(review.rating, locale) })}
          </span>
          <time className="text-sm text-gray-600" dateTime={review.created_at}>
            {fill(texts.reviewedOn, { date: formatDate(review.created_at, locale) })}
          </time>
        </p>
        {review.review ? (
          <p className="whitespace-pre-line break-words" data-testid="my-review-text">
            {review.review}
          </p>
        ) : (
          <p className="text-sm text-gray-600">{texts.starsOnly}</p>
        )}
        {review.hidden && (
          <p className="text-sm font-semibold text-red-700" data-testid="my-review-hidden">
            {texts.hidden}
          </p>
        )}
      </div>
    </li>
  );
}
