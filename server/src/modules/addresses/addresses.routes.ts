import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/id-schema';
import { ok } from '../../plugins/envelope';
import { requireUser, requireVerifiedPhone, signedIn } from '../auth/auth.guard';
import { addressBodySchema, addressIdBodySchema, updateAddressBodySchema } from './addresses.schemas';
import { createAddress, deleteAddress, getUserAddress, listUserAddresses, updateAddress } from './addresses.service';

/** A signed-in user's own addresses; a verified phone is required. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read and validated: a stranger learns nothing from a 422 on their input.
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireVerifiedPhone);
  const userId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get('/user/addresses', async (request) => ok(await listUserAddresses(request.ctx, userId(request))));

  app.get('/user/address/:id', { schema: { params: idParamsSchema } }, async (request) =>
    ok(await getUserAddress(request.ctx, userId(request), request.params.id)),
  );

  app.post('/user/create_address', { schema: { body: addressBodySchema } }, async (request, reply) => {
    const address = await createAddress(request.ctx, userId(request), request.body);
    return reply.status(201).send(ok(address, request.t('addresses.created')));
  });

  app.post('/user/update_address', { schema: { body: updateAddressBodySchema } }, async (request) => {
    const { id, ...input } = request.body;
    const address = await updateAddress(request.ctx, userId(request), id, input);
    return ok(address, request.t('addresses.updated'));
  });

  app.post('/user/delete_address', { schema: { body: addressIdBodySchema } }, async (request) => {
    await deleteAddress(request.ctx, userId(request), request.body.id);
    return ok(null, request.t('addresses.deleted'));
  });
};
