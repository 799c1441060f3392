import { type SubmitEvent, useState } from 'react';
import type { Locale, StoreReviewBody, WriteReviewInfo } from '#contract';
import { REVIEW_MAX_LENGTH } from '#contract/reviews';
import { primaryButtonClass } from '@/components/ui/Field';
import PathRecordLoader from '@/components/ui/PathRecordLoader';
import TextAreaField from '@/components/ui/TextAreaField';
import UserArea from '@/features/account/UserArea';
import { fetchOrder } from '@/features/orders/orders.api';
import { useRequestForm } from '@/features/orders/use-request-form';
import { fill } from '@/i18n/fill';
import { carryToast } from '@/lib/carried-toast';
import { formatDate, formatNumber } from '@/lib/money';
import { localePath } from '@/lib/paths';
import {
  hasSomethingToReview,
  initialDraft,
  MY_REVIEWS_PATH,
  placeServerErrors,
  type RatingDraft,
  type ReviewDraft,
  storeBody,
  validateDraft,
  writeReviewOrderId,
} from './reviews';
import { fetchWriteReview, storeReview } from './reviews.api';
import type { WriteReviewStrings } from './reviews-strings';
import StarInput from './StarInput';

interface Props {
  locale: Locale;
  strings: WriteReviewStrings;
}

/** /user/write-review/{order id}: rate each delivered line, the seller and the rider, then on to /user/my-reviews. */
export default function WriteReview({ locale, strings }: Props) {
  return (
    <UserArea guard="otp" loading={strings.account.loading}>
      {() => <ReviewLoader locale={locale} strings={strings} />}
    </UserArea>
  );
}

function ReviewLoader({ locale, strings }: Props) {
  const texts = strings.reviews.write;
  return (
    <PathRecordLoader
      idFromPath={writeReviewOrderId}
      load={(id, signal) => fetchOrder(id, signal).then((order) => fetchWriteReview(order.id, order.vendor.id, signal))}
      texts={{ ...texts, loading: strings.account.loading }}
      backHref={localePath(locale, '/user/orders')}
      testId="review-not-found"
    >
      {(info) => <ReviewForm info={info} locale={locale} strings={strings} />}
    </PathRecordLoader>
  );
}

function ReviewForm({ info, locale, strings }: Props & { info: WriteReviewInfo }) {
  const texts = strings.reviews.write;
  const [draft, setDraft] = useState<ReviewDraft>(() => initialDraft(info));
  const { errors, busy, submit } = useRequestForm(strings.cartToasts.network);

  if (!hasSomethingToReview(draft)) {
    return (
      <div className="space-y-3">
        <p data-testid="review-all-done">{texts.allDone}</p>
        <a className="inline-block text-brand-700 underline" href={localePath(locale, MY_REVIEWS_PATH)}>
          {texts.myReviews}
        </a>
      </div>
    );
  }

  const tooLong = fill(texts.tooLong, { max: formatNumber(REVIEW_MAX_LENGTH, locale) });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checks = Object.fromEntries(Object.keys(validateDraft(draft)).map((field) => [field, tooLong]));
    const body: StoreReviewBody = storeBody(info, draft);
    submit(
      checks,
      async () => {
        await storeReview(body);
        carryToast(texts.done);
        window.location.assign(localePath(locale, MY_REVIEWS_PATH));
      },
      (errors) => placeServerErrors(errors, body),
    );
  }

  const part = (
    key: string,
    value: RatingDraft,
    change: (next: RatingDraft) => void,
    legend: string,
    label: string,
  ) => (
    <div className="space-y-3">
      <StarInput
        name={`${key}.rating`}
        legend={legend}
        value={value.rating}
        onChange={(rating) => change({ ...value, rating })}
        starText={strings.reviews.stars}
        locale={locale}
        error={errors[`${key}.rating`]}
      />
      <TextAreaField
        id={`${key}.review`}
        maxLength={REVIEW_MAX_LENGTH}
        label={label}
        value={value.review}
        onChange={(review) => change({ ...value, review })}
        error={errors[`${key}.review`]}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6" data-testid="review-form">
      <p>
        {fill(texts.intro, {
          invoice: info.invoice_number,
          seller: info.vendor.name,
          date: formatDate(info.delivered_at, locale),
        })}
      </p>
      <section className="space-y-4">
        <h2 className="text-lg font-bold">{texts.products}</h2>
        <ul className="space-y-5">
          {info.items.map((item) => {
            const value = draft.items[item.order_item_id];
            return (
              <li key={item.order_item_id} className="flex gap-3" data-testid="review-line">
                {item.image && (
                  <img src={item.image} alt="" width={64} height={80} className="h-20 w-16 rounded object-cover" />
                )}
                <div className="flex-1">
                  {value ? (
                    part(
                      `item.${item.order_item_id}`,
                      value,
                      (next) => setDraft({ ...draft, items: { ...draft.items, [item.order_item_id]: next } }),
                      fill(texts.productRating, { name: item.name }),
                      fill(texts.productText, { name: item.name }),
                    )
                  ) : (
                    <p className="text-gray-700">{fill(texts.reviewed, { name: item.name })}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      {draft.seller &&
        part(
          'seller',
          draft.seller,
          (seller) => setDraft({ ...draft, seller }),
          fill(texts.sellerRating, { name: info.vendor.name }),
          texts.sellerText,
        )}
      {draft.rider &&
        info.shipper &&
        part(
          'rider',
          draft.rider,
          (rider) => setDraft({ ...draft, rider }),
          fill(texts.riderRating, { name: info.shipper.name }),
          texts.riderText,
        )}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
