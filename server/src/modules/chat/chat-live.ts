/**
 * What a chat change puts on the parties' live streams, inside the change's transaction: each side gets its own
 * view of a message (`mine`, masking), and whoever's unread count moved gets their new total.
 */
import type { ChatSide, LiveEvent } from '#contract';
import type { Database } from '../../db/database';
import { publishLive } from '../../lib/live/publish-live';
import { type ChatRow, findSellerIds, type MessageRow, unreadTotal } from './chat.repository';
import { type Contexts, messageView } from './chat-views';

/** An event for one user, or how to make it once their stream's lock is held (a count read then is current). */
type Delivery = [userId: number, event: LiveEvent | (() => Promise<LiveEvent>)];

/** The users on each side of a conversation: its shopper, and every seller of its shop. */
export async function partiesOf(tx: Database, chat: ChatRow): Promise<Record<ChatSide, number[]>> {
  return { buyer: [chat.buyerId], seller: await findSellerIds(tx, chat.vendorId) };
}

/**
 * publishLive locks each recipient until the transaction ends; publishing in ascending user order (each user's
 * events in the order given) makes every chat write take those locks in one order, so two writes on the same users
 * (a message sent while the other side opens the conversation) wait for each other instead of deadlocking. An
 * unread total is counted after its user's first event took the lock: every earlier write to that user has committed
 * by then, and a later one counts this one's message, so the last total a stream gets is right.
 */
async function deliver(tx: Database, deliveries: Delivery[]): Promise<void> {
  const inUserOrder = [...deliveries].sort(([a], [b]) => a - b);
  for (const [userId, event] of inUserOrder) {
    await publishLive(tx, [userId], typeof event === 'function' ? await event() : event);
  }
}

const unreadTotals = (tx: Database, userIds: number[]) =>
  userIds.map((userId): Delivery => [userId, async () => ({ type: 'unread', unread: await unreadTotal(tx, userId) })]);

/** A new message: to both sides (the writer's other tabs too), and the readers' new unread totals. */
export async function publishMessage(
  tx: Database,
  parties: Record<ChatSide, number[]>,
  message: MessageRow,
  contexts: Contexts,
): Promise<void> {
  const views = (['buyer', 'seller'] as const).flatMap((side) => {
    const event: LiveEvent = {
      type: 'message',
      chat_id: message.chatId,
      message: messageView(message, side, contexts),
    };
    return parties[side].map((userId): Delivery => [userId, event]);
  });
  await deliver(tx, [...views, ...unreadTotals(tx, parties[message.sender === 'buyer' ? 'seller' : 'buyer'])]);
}

/** `reader` read the other side's messages up to `upTo`: a receipt to both sides, and the readers' new totals. */
export async function publishRead(
  tx: Database,
  parties: Record<ChatSide, number[]>,
  receipt: { chatId: number; reader: ChatSide; upTo: number; readAt: Date },
): Promise<void> {
  const event: LiveEvent = {
    type: 'read',
    chat_id: receipt.chatId,
    reader: receipt.reader,
    up_to: receipt.upTo,
    read_at: receipt.readAt.toISOString(),
  };
  const receipts = [...parties.buyer, ...parties.seller].map((userId): Delivery => [userId, event]);
  await deliver(tx, [...receipts, ...unreadTotals(tx, parties[receipt.reader])]);
}
