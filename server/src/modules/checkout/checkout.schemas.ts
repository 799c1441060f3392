import { z } from 'zod';
import { type GuestOrderStoreBody, MAX_CART_LINES, type OrderStoreBody, PAYMENT_METHOD_IDS, WALLETS } from '#contract';
import { idSchema } from '../../lib/id-schema';
import { bdMobile } from '../../lib/phone/phone';
import { addressBodySchema } from '../addresses/addresses.schemas';
import { cartItemSchema } from '../cart/cart.schemas';
import { MAX_COUPON_CODE_LENGTH } from '../coupons/coupons.service';
import { otpCode } from '../otp/otp.schemas';

const MAX_MESSAGE_LENGTH = 500;

const paymentMethodId = z.union([z.literal(PAYMENT_METHOD_IDS.cod), z.literal(PAYMENT_METHOD_IDS.online)]);

const common = {
  payment_method_id: paymentMethodId,
  wallet: z.enum(WALLETS).optional(),
  coupon_code: z.string().trim().max(MAX_COUPON_CODE_LENGTH).optional(),
  message: z.string().trim().max(MAX_MESSAGE_LENGTH).optional(),
};

export const orderStoreBodySchema = z.object({
  ...common,
  shipping_address_id: idSchema,
  billing_address_id: idSchema.optional(),
  buy_now: cartItemSchema.optional(),
}) satisfies z.ZodType<unknown, OrderStoreBody>;

export type OrderStoreInput = z.output<typeof orderStoreBodySchema>;

export const guestOrderStoreBodySchema = z.object({
  ...common,
  guest: z.literal(true),
  cart_items: z.array(cartItemSchema).min(1).max(MAX_CART_LINES),
  customer: z.object({
    name: addressBodySchema.shape.name,
    phone: bdMobile,
    email: z.email().max(254).optional(),
  }),
  address: addressBodySchema.pick({ division_id: true, district_id: true, upazila_id: true, address_line: true }),
  otp: otpCode,
}) satisfies z.ZodType<unknown, GuestOrderStoreBody>;

export type GuestOrderStoreInput = z.output<typeof guestOrderStoreBodySchema>;
