import { useStore } from '@nanostores/react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatThread, Locale } from '#contract';
import { CHAT_MESSAGE_MAX_LENGTH } from '#contract/chat';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatNumber } from '@/lib/money';
import { refuseWhenOffline } from '@/lib/offline';
import { localePath, shopPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import ContextCard from './ContextCard';
import { checkMessage, partnerName, seenMessageId } from './chat';
import { $chatLoader, $pendingMessages, $singleChatBox, loadOlder, readUpTo, send } from './chat.store';
import { chatPath } from './chat-paths';
import type { ChatStrings } from './chat-strings';

interface Props {
  locale: Locale;
  strings: ChatStrings;
}

/** Scrolled this close to the top, the page of earlier messages loads. */
const NEAR_TOP_PX = 80;

/** The open conversation (singleChatBox): its messages, paged backwards as the reader scrolls up, and the form. */
export default function ChatBox({ locale, strings }: Props) {
  const thread = useStore($singleChatBox);
  const { box } = useStore($chatLoader);
  const texts = strings.chat;

  if (thread) return <Conversation key={thread.chat.id} thread={thread} locale={locale} strings={strings} />;
  if (box === 'loading') {
    return (
      <p aria-busy="true" className="text-gray-500">
        {texts.loading}
      </p>
    );
  }
  if (box === 'missing' || box === 'failed') {
    return (
      <div role="alert" className="space-y-2 rounded-md border border-gray-200 p-4" data-chat-box={box}>
        <p>{box === 'missing' ? texts.notFound : texts.loadFailed}</p>
        <a className="block text-brand-700 underline" href={chatPath(locale)}>
          {texts.back}
        </a>
      </div>
    );
  }
  return <p className="text-gray-700">{texts.pick}</p>;
}

function Conversation({ thread, locale, strings }: Props & { thread: ChatThread }) {
  const { chat, messages, has_more } = thread;
  const { older } = useStore($chatLoader);
  const pending = useStore($pendingMessages).filter((message) => message.chat_id === chat.id);
  const scroller = useRef<HTMLOListElement>(null);
  const shown = useRef({ first: 0, last: 0, pending: 0, height: 0 });
  const texts = strings.chat;
  const seen = seenMessageId(messages);

  // Earlier messages keep the reader's place; a new one (or the conversation opening) scrolls to the end; a read
  // receipt moves nothing.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = shown.current;
    if (before.first !== 0 && first < before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last || pending.length > before.pending) {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { first, last, pending: pending.length, height: element.scrollHeight };
  }, [messages, pending.length]);

  // Messages that came while the tab was hidden are read once the reader is back.
  useEffect(() => {
    const onVisible = () => {
      const last = messages.at(-1);
      if (document.visibilityState === 'visible' && last && !last.mine && !last.read_at) readUpTo(chat.id, last.id);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chat.id, messages]);

  function onScroll() {
    if (has_more && (scroller.current?.scrollTop ?? NEAR_TOP_PX) < NEAR_TOP_PX) void loadOlder();
  }

  return (
    <section
      aria-labelledby="chat-partner"
      className="flex flex-col gap-3"
      data-chat-box={chat.id}
      data-side={chat.side}
    >
      <header>
        <h2 id="chat-partner" className="text-lg font-semibold">
          {chat.side === 'buyer' ? (
            <a href={localePath(locale, shopPath(chat.vendor.id))} className="hover:underline">
              {partnerName(chat)}
            </a>
          ) : (
            <>
              {partnerName(chat)} <span className="text-sm font-normal text-gray-600">({texts.shopper})</span>
            </>
          )}
        </h2>
      </header>
      <ol
        ref={scroller}
        onScroll={onScroll}
        aria-label={texts.title}
        className="flex max-h-[60vh] min-h-48 flex-col gap-2 overflow-y-auto rounded-md border border-gray-200 bg-gray-50 p-3"
      >
        {has_more && (
          <li className="text-center text-sm">
            {older === 'loading' ? (
              <span aria-busy="true">{texts.olderLoading}</span>
            ) : (
              <button type="button" className="font-semibold underline" onClick={() => loadOlder()}>
                {older === 'failed' ? `${texts.olderFailed} ${texts.retry}` : texts.older}
              </button>
            )}
          </li>
        )}
        {messages.length === 0 && pending.length === 0 && <li className="text-gray-600">{texts.noMessages}</li>}
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            seen={message.id === seen}
            {...{ locale, strings }}
            side={chat.side}
          />
        ))}
        {pending.map((message) => (
          <li
            key={`pending-${message.key}`}
            className="max-w-[85%] self-end rounded-lg bg-brand-50 px-3 py-2 opacity-70"
            data-pending
          >
            <p className="break-words whitespace-pre-wrap">{message.body}</p>
            <p className="text-xs text-gray-600">{texts.sending}</p>
          </li>
        ))}
      </ol>
      <MessageForm chatId={chat.id} locale={locale} strings={strings} />
    </section>
  );
}

function Message({
  message,
  seen,
  side,
  locale,
  strings,
}: Props & { message: ChatMessage; seen: boolean; side: ChatThread['chat']['side'] }) {
  const time = formatDateTime(message.created_at, locale);
  return (
    <li
      className={`max-w-[85%] rounded-lg px-3 py-2 ${message.mine ? 'self-end bg-brand-50' : 'self-start border border-gray-200 bg-white'}`}
      data-message={message.id}
      data-mine={message.mine}
    >
      {message.context && <ContextCard context={message.context} side={side} locale={locale} strings={strings} />}
      <p className="break-words whitespace-pre-wrap" data-message-body>
        {message.body}
      </p>
      <p className="text-xs text-gray-600">
        <time dateTime={message.created_at} title={fill(strings.chat.sentAt, { time })}>
          {time}
        </time>
        {seen && (
          <span className="ml-2 font-semibold text-brand-800" data-seen>
            {strings.chat.seen}
          </span>
        )}
      </p>
    </li>
  );
}

function MessageForm({ chatId, locale, strings }: Props & { chatId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const texts = strings.chat;
  const max = formatNumber(CHAT_MESSAGE_MAX_LENGTH, locale);
  const length = text.trim().length;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const checked = checkMessage(text);
    if ('problem' in checked) {
      setError(fill(texts.errors[checked.problem], { max }));
      field.current?.focus();
      return;
    }
    if (refuseWhenOffline()) return;
    setError('');
    setText('');
    const refused = await send(chatId, checked.body);
    if (!refused) return;
    setText((typed) => typed || checked.body);
    if ('field' in refused) {
      setError(refused.field);
      field.current?.focus();
    } else toast.error(refused.message || texts.errors.network);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-1" data-chat-form>
      <label htmlFor="chat-message" className="sr-only">
        {texts.messageLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="chat-message"
          name="message"
          ref={field}
          rows={2}
          value={text}
          placeholder={texts.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'chat-message-count chat-message-error' : 'chat-message-count'}
          className="block min-h-11 w-full flex-1 rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-invalid:border-red-600"
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {texts.send}
        </button>
      </div>
      <p
        id="chat-message-count"
        className={`text-right text-xs ${length > CHAT_MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-gray-600'}`}
      >
        {fill(texts.counter, { count: formatNumber(length, locale), max })}
      </p>
      {error && (
        <p
          id="chat-message-error"
          role="alert"
          className="text-sm font-semibold text-red-700"
          data-field-error="message"
        >
          {error}
        </p>
      )}
    </form>
  );
}
