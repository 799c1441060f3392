/**
 * What a chat change puts on the parties' live streams, inside the change's transaction: each side gets its own
 * view of a message (`mine`, masking), and whoever's unread count moved gets their new total.
 */
import type { ChatSide, LiveEvent } from '#contract';
import type { Database } from '../../db/database';
import { publishLive } from '../../lib/live/publish-live';
import { type ChatRow, findSellerIds, type MessageRow, unreadTotal } from './chat.repository';
import { type Contexts, messageView } from './chat-views';

/** An event for some users, or how to make it once the publishers' lock is held (a count read then is current). */
type Delivery = [userIds: number[], event: LiveEvent | (() => Promise<LiveEvent>)];

/** The users on each side of a conversation: its shopper, and every seller of its shop. */
export async function partiesOf(tx: Database, chat: ChatRow): Promise<Record<ChatSide, number[]>> {
  return { buyer: [chat.buyerId], seller: await findSellerIds(tx, chat.vendorId) };
}

/**
 * publishLive holds one lock for every publisher until the transaction ends, and the first delivery is always a
 * ready event, so an unread total is counted with that lock held: every earlier write has committed by then, and a
 * later one counts this one's message, so the last total a stream gets is right.
 */
async function deliver(tx: Database, deliveries: Delivery[]): Promise<void> {
  for (const [userIds, event] of deliveries) {
    await publishLive(tx, userIds, typeof event === 'function' ? await event() : event);
  }
}

const unreadTotals = (tx: Database, userIds: number[]) =>
  userIds.map(
    (userId): Delivery => [[userId], async () => ({ type: 'unread', unread: await unreadTotal(tx, userId) })],
  );

/** A new message: to both sides (the writer's other tabs too), and the readers' new unread totals. */
export async function publishMessage(
  tx: Database,
  parties: Record<ChatSide, number[]>,
  message: MessageRow,
  contexts: Contexts,
): Promise<void> {
  const views = (['buyer', 'seller'] as const).map((side): Delivery => {
    const event: LiveEvent = {
      type: 'message',
      chat_id: message.chatId,
      message: messageView(message, side, contexts),
    };
    return [parties[side], event];
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
  await deliver(tx, [[[...parties.buyer, ...parties.seller], event], ...unreadTotals(tx, parties[receipt.reader])]);
}
