import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '#contract';
import UserArea from '@/features/account/UserArea';
import ChatBox from './ChatBox';
import ChatList from './ChatList';
import { $chatList, $chatListPages, $selectedConversationId, loadChats, openChat, startChatLive } from './chat.store';
import { chatIdFromPath, chatPath } from './chat-paths';
import type { ChatStrings } from './chat-strings';

/**
 * Which chat page: `split` (/user/chat: the list, and beside it on wide screens the latest conversation),
 * `conversation` (/user/chat/{id}: that conversation, the list beside it on wide screens), `list`
 * (/user/chat/chatList: the list alone) and `box` (/user/chat/chatBox: the latest conversation alone).
 */
export type ChatView = 'split' | 'conversation' | 'list' | 'box';

interface Props {
  locale: Locale;
  strings: ChatStrings;
  view: ChatView;
}

/** The list beside the box from this width (Tailwind's `lg`); narrower, a page shows one of them. */
const WIDE = '(min-width: 64rem)';

/** The chat pages: a verified user's conversations with live updates while the page is open. */
export default function ChatPage(props: Props) {
  return (
    <UserArea guard="otp" loading={props.strings.account.loading}>
      {() => <Chat {...props} />}
    </UserArea>
  );
}

function Chat({ locale, strings, view }: Props) {
  const list = useStore($chatList);
  const { loaded } = useStore($chatListPages);
  const selected = useStore($selectedConversationId);

  useEffect(() => startChatLive(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's view is fixed; this runs once.
  useEffect(() => {
    void loadChats();
    const fromPath = () => {
      const id = chatIdFromPath(window.location.pathname);
      if (id !== null) void openChat(id);
    };
    if (view === 'conversation') fromPath();
    addEventListener('popstate', fromPath);
    return () => removeEventListener('popstate', fromPath);
  }, []);

  // The latest conversation opens by itself only where it shows (opening it marks it read).
  const first = list[0]?.id;
  useEffect(() => {
    const shows = view === 'box' || (view === 'split' && matchMedia(WIDE).matches);
    if (shows && loaded > 0 && selected === null && first !== undefined) void openChat(first);
  }, [view, loaded, selected, first]);

  /** In place where the box shows beside the list; a phone follows the link to the conversation's page. */
  function choose(id: number): boolean {
    if (view === 'split' && !matchMedia(WIDE).matches) return false;
    if (id !== selected) history.pushState(null, '', chatPath(locale, id));
    void openChat(id);
    return true;
  }

  const listPart = <ChatList locale={locale} strings={strings} onChoose={view === 'list' ? undefined : choose} />;
  const boxPart = <ChatBox locale={locale} strings={strings} />;
  if (view === 'list') return listPart;
  if (view === 'box') return boxPart;
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <div className={view === 'conversation' ? 'hidden lg:block' : undefined}>{listPart}</div>
      <div className={view === 'split' ? 'hidden lg:block' : undefined}>
        {view === 'conversation' && (
          <a href={chatPath(locale)} className="mb-2 inline-block text-sm text-brand-700 underline lg:hidden">
            {strings.chat.back}
          </a>
        )}
        {boxPart}
      </div>
    </div>
  );
}
