import { z } from 'zod';
import {
  CHAT_LIST_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_PAGE_SIZE,
  type ChatReadBody,
  type ChatStoreBody,
  type ChatWithSellerBody,
} from '#contract';
import { idSchema, idTextSchema } from '../../lib/id-schema';
import { zodMessage } from '../../plugins/http-errors';

/** Characters as code points: an emoji counts one, like the letters of a Bengali conjunct each count one. */
const characters = (text: string) => [...text].length;

/** A message: NFC, trimmed, 1 to CHAT_MESSAGE_MAX_LENGTH characters, no NUL (PostgreSQL's text cannot hold it). */
export const chatMessageSchema = z
  .string()
  .transform((value) => value.normalize('NFC').trim())
  .refine((value) => value.length > 0, zodMessage('chat.messageEmpty'))
  .refine((value) => !value.includes('\u0000'), zodMessage('errors.textControl'))
  .refine(
    (value) => characters(value) <= CHAT_MESSAGE_MAX_LENGTH,
    zodMessage('chat.messageTooLong', { max: CHAT_MESSAGE_MAX_LENGTH }),
  );

export const chatWithSellerBodySchema = z
  .object({ vendor_id: idSchema, product_id: idSchema.optional(), order_id: idSchema.optional() })
  .refine((body) => body.product_id === undefined || body.order_id === undefined, {
    path: ['order_id'],
    ...zodMessage('chat.oneContext'),
  }) satisfies z.ZodType<unknown, ChatWithSellerBody>;

export const chatStoreBodySchema = z.object({
  chat_id: idSchema,
  message: chatMessageSchema,
}) satisfies z.ZodType<unknown, ChatStoreBody>;

export const chatReadBodySchema = z.object({
  chat_id: idSchema,
  up_to: idSchema.optional(),
}) satisfies z.ZodType<unknown, ChatReadBody>;

export const chatListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(CHAT_LIST_PAGE_SIZE),
});

export const chatThreadQuerySchema = z.object({
  before: idTextSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PAGE_SIZE),
});

export type ChatWithSellerInput = z.output<typeof chatWithSellerBodySchema>;
export type ChatThreadQuery = z.output<typeof chatThreadQuerySchema>;
