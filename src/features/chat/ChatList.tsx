import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { ChatSummary, Locale } from '#contract';
import { fill } from '@/i18n/fill';
import { formatDateTime, formatNumber } from '@/lib/money';
import { partnerName } from './chat';
import { $chatList, $chatListPages, $chatLoader, $selectedConversationId, loadChats } from './chat.store';
import { chatPath } from './chat-paths';
import type { ChatStrings } from './chat-strings';

interface Props {
  locale: Locale;
  strings: ChatStrings;
  /** Opens a conversation in place (list beside box), true when it did; otherwise the entry is a plain link. */
  onChoose?: (id: number) => boolean;
}

/** The reader's conversations, most recent first, with their last message, time and unread count. */
export default function ChatList({ locale, strings, onChoose }: Props) {
  const list = useStore($chatList);
  const pages = useStore($chatListPages);
  const { list: status } = useStore($chatLoader);
  const selected = useStore($selectedConversationId);
  const texts = strings.chat;

  function choose(event: MouseEvent<HTMLAnchorElement>, id: number) {
    if (!onChoose || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (onChoose(id)) event.preventDefault();
  }

  return (
    <nav aria-label={texts.conversations} data-chat-list={status}>
      <h2 className="mb-2 text-lg font-semibold">{texts.conversations}</h2>
      {status === 'loading' && list.length === 0 && (
        <p aria-busy="true" className="text-gray-500">
          {texts.loading}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm">
          {texts.loadFailed}{' '}
          <button type="button" className="font-semibold underline" onClick={() => loadChats(pages.loaded + 1)}>
            {texts.retry}
          </button>
        </p>
      )}
      {status === 'idle' && list.length === 0 && <p className="text-gray-700">{texts.empty}</p>}
      <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
        {list.map((chat) => (
          <li key={chat.id}>
            <a
              href={chatPath(locale, chat.id)}
              onClick={(event) => choose(event, chat.id)}
              aria-current={chat.id === selected ? 'true' : undefined}
              data-chat={chat.id}
              className="block px-3 py-2 hover:bg-gray-50 aria-[current=true]:bg-brand-50"
            >
              <ChatEntry chat={chat} locale={locale} strings={strings} />
            </a>
          </li>
        ))}
      </ul>
      {pages.loaded > 0 && pages.loaded < pages.last && status !== 'loading' && (
        <button
          type="button"
          className="mt-2 text-sm font-semibold underline"
          onClick={() => loadChats(pages.loaded + 1)}
        >
          {texts.more}
        </button>
      )}
    </nav>
  );
}

function ChatEntry({ chat, locale, strings }: { chat: ChatSummary; locale: Locale; strings: ChatStrings }) {
  const texts = strings.chat;
  const last = chat.last_message;
  const about =
    chat.side === 'seller' && chat.context
      ? chat.context.kind === 'product'
        ? chat.context.name
        : fill(texts.aboutOrder, { invoice: chat.context.invoice_number })
      : null;
  return (
    <>
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold" data-chat-partner>
          {partnerName(chat)}
        </span>
        {chat.unread > 0 && (
          <span
            className="shrink-0 rounded-full bg-brand-700 px-2 text-xs leading-5 font-semibold text-white"
            data-chat-unread
          >
            {fill(texts.unread, { count: formatNumber(chat.unread, locale) })}
          </span>
        )}
      </span>
      {about && (
        <span className="block truncate text-xs text-gray-600" data-chat-about>
          {about}
        </span>
      )}
      {last && (
        <>
          <span className="block truncate text-sm text-gray-700">
            {last.sender === chat.side && texts.you}
            {last.body}
          </span>
          <time dateTime={last.created_at} className="block text-xs text-gray-500">
            {formatDateTime(last.created_at, locale)}
          </time>
        </>
      )}
    </>
  );
}
