import type { Address, Locale } from '#contract';
import type { Database } from '../../db/database';
import { conflict, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { lockUser } from '../auth/users.service';
import { addressPlaces, placeErrors } from './address-places';
import {
  type AddressRow,
  type AddressValues,
  clearDefaults,
  countAddresses,
  deleteAddressRow,
  findAddress,
  firstAddress,
  insertAddress,
  listAddresses,
  updateAddressRow,
} from './addresses.repository';
import type { AddressInput } from './addresses.schemas';

/**
 * Field errors of a division / district / upazila triple (a guest's order address and a shop's pickup address are
 * checked by the same rules), and the triple's places named in a language.
 */
export { addressPlaces, placeErrors } from './address-places';

export const MAX_ADDRESSES_PER_USER = 20;

function toAddress(row: AddressRow, locale: Locale): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    ...addressPlaces(row, locale),
    address_line: row.addressLine,
    type: row.type,
    is_default_delivery: row.isDefaultDelivery,
    is_default_billing: row.isDefaultBilling,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function checkPlaces(input: AddressInput): void {
  const errors = placeErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The columns of a body; the default flags only when the body sets them. */
function columns(input: AddressInput): AddressValues {
  return {
    name: input.name,
    phone: input.phone,
    divisionId: input.division_id,
    districtId: input.district_id,
    upazilaId: input.upazila_id,
    addressLine: input.address_line,
    type: input.type,
    ...(input.is_default_delivery !== undefined && { isDefaultDelivery: input.is_default_delivery }),
    ...(input.is_default_billing !== undefined && { isDefaultBilling: input.is_default_billing }),
  };
}

/** Makes room for the defaults `values` takes: the old default delivery/billing address loses its flag. */
function releaseDefaults(tx: Database, userId: number, values: AddressValues) {
  return clearDefaults(tx, userId, { delivery: !!values.isDefaultDelivery, billing: !!values.isDefaultBilling });
}

export async function listUserAddresses(ctx: RequestContext, userId: number): Promise<Address[]> {
  return (await listAddresses(ctx.db, userId)).map((row) => toAddress(row, ctx.locale));
}

/** Another user's address is "not found", like one that does not exist. */
export async function getUserAddress(ctx: RequestContext, userId: number, id: number): Promise<Address> {
  const row = await findAddress(ctx.db, userId, id);
  if (!row) throw notFound('addresses.notFound');
  return toAddress(row, ctx.locale);
}

/** A new address; the user's first one becomes the default delivery address. */
export async function createAddress(ctx: RequestContext, userId: number, input: AddressInput): Promise<Address> {
  checkPlaces(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_USER) throw conflict('addresses.limitReached', { max: MAX_ADDRESSES_PER_USER });
    const values = columns(input);
    if (existing === 0) values.isDefaultDelivery = true;
    await releaseDefaults(tx, userId, values);
    return insertAddress(tx, userId, values);
  });
  return toAddress(row, ctx.locale);
}

export async function updateAddress(
  ctx: RequestContext,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  checkPlaces(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findAddress(tx, userId, id))) throw notFound('addresses.notFound');
    const values = columns(input);
    await releaseDefaults(tx, userId, values);
    return updateAddressRow(tx, userId, id, values);
  });
  if (!row) throw notFound('addresses.notFound');
  return toAddress(row, ctx.locale);
}

/** Deleting the default delivery address hands the default to the oldest address left. */
export async function deleteAddress(ctx: RequestContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await deleteAddressRow(tx, userId, id);
    if (!deleted) throw notFound('addresses.notFound');
    if (!deleted.isDefaultDelivery) return;
    const next = await firstAddress(tx, userId);
    if (next) await updateAddressRow(tx, userId, next.id, { isDefaultDelivery: true });
  });
}
