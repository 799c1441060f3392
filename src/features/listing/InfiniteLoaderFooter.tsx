import type { ReactNode, RefObject } from 'react';
import { type LoaderState, loaderMessage } from './infinite-loader';

interface Props {
  loader: LoaderState;
  /** useInfinitePages' sentinel: this footer is it. */
  sentinel: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  texts: { loading: string; noResults: string; noMore: string; error: string; retry: string };
  /** Shown instead of the spec's "No results" (an empty state with a way forward). */
  empty?: ReactNode;
}

const FOOTER_TEXT = 'py-2 text-center text-sm text-gray-600';

/**
 * The end of an island's infinite list: loading, the spec's messages, and Retry after a failure. While the first page
 * loads, its loading line stands before the footer, which is empty: the first items take the line's place, and the
 * footer they push down has nothing to show moving (on a slow phone the line itself was pushed down the screen).
 */
export default function InfiniteLoaderFooter({ loader, sentinel, onRetry, texts, empty }: Props) {
  const message = loaderMessage(loader);
  const loading = <p aria-busy="true">{texts.loading}</p>;
  const firstPage = loader.status === 'loading' && loader.shown === 0;
  return (
    <>
      {firstPage && <div className={FOOTER_TEXT}>{loading}</div>}
      <div ref={sentinel} aria-live="polite" className={firstPage ? undefined : FOOTER_TEXT}>
        {loader.status === 'loading' && !firstPage && loading}
        {message === 'error' ? (
          <p role="alert">
            {texts.error}{' '}
            <button type="button" className="font-semibold underline" onClick={onRetry}>
              {texts.retry}
            </button>
          </p>
        ) : message === 'noResults' && empty ? (
          empty
        ) : (
          message && <p data-loader-message={message}>{texts[message]}</p>
        )}
      </div>
    </>
  );
}
