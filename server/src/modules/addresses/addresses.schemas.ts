import { z } from 'zod';
import type { AddressBody, IdBody, UpdateAddressBody } from '#contract';
import { idSchema } from '../../lib/id-schema';
import { nameText } from '../../lib/name-text';
import { bdMobile } from '../../lib/phone/phone';

/** Trimmed, in NFC (Bengali typed on different keyboards compares equal), within `max` characters. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .transform((value) => value.normalize('NFC'));

const MAX_NAME_LENGTH = 100;
const MAX_ADDRESS_LINE_LENGTH = 300;

export const addressBodySchema = z.object({
  name: nameText(MAX_NAME_LENGTH),
  phone: bdMobile,
  division_id: idSchema,
  district_id: idSchema,
  upazila_id: idSchema,
  address_line: text(MAX_ADDRESS_LINE_LENGTH),
  type: z.enum(['home', 'office']),
  is_default_delivery: z.boolean().optional(),
  is_default_billing: z.boolean().optional(),
}) satisfies z.ZodType<unknown, AddressBody>;

export type AddressInput = z.output<typeof addressBodySchema>;

export const updateAddressBodySchema = addressBodySchema.extend({ id: idSchema }) satisfies z.ZodType<
  unknown,
  UpdateAddressBody
>;

export const addressIdBodySchema = z.object({ id: idSchema }) satisfies z.ZodType<unknown, IdBody>;
