import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_PROXY_PATH } from '#contract';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Database } from './db/database';
import { startLiveHub } from './lib/live/live-hub';
import { createSmsProvider } from './lib/sms/create-sms-provider';
import type { SmsProvider } from './lib/sms/sms-provider';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminAffiliateRoutes } from './modules/admin/admin-affiliates.routes';
import { adminChatRoutes } from './modules/admin/admin-chats.routes';
import { adminNewsletterRoutes } from './modules/admin/admin-newsletter.routes';
import { adminOrderRoutes } from './modules/admin/admin-orders.routes';
import { adminReviewRoutes } from './modules/admin/admin-reviews.routes';
import { adminTicketRoutes } from './modules/admin/admin-tickets.routes';
import { adminVendorRoutes } from './modules/admin/admin-vendors.routes';
import { affiliateRoutes } from './modules/affiliates/affiliates.routes';
import { affiliatesSetup } from './modules/affiliates/affiliates.service';
import { authRoutes } from './modules/auth/auth.routes';
import { brandRoutes } from './modules/brands/brands.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoryRoutes } from './modules/categories/categories.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatStreamRoutes } from './modules/chat/chat-stream.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { checkoutSetup } from './modules/checkout/checkout-setup';
import { collectionRoutes } from './modules/collections/collections.routes';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { flashSaleRoutes } from './modules/flash-sales/flash-sales.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { homeRoutes } from './modules/home/home.routes';
import { imageRoutes } from './modules/images/images.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { ordersSetup } from './modules/orders/orders-setup';
import { otpRoutes } from './modules/otp/otp.routes';
import { createOtpSetup } from './modules/otp/otp-setup';
import { registrationCodes } from './modules/otp/registration-code.service';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentsSetup } from './modules/payments/payments-setup';
import { productRoutes } from './modules/products/products.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { sellerRegistrationRoutes } from './modules/seller-registration/seller-registration.routes';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { ticketRoutes } from './modules/tickets/tickets.routes';
import { vendorRoutes } from './modules/vendors/vendors.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { registerAuthSeam } from './plugins/auth';
import { clientErrorHandler, refuseConnect } from './plugins/client-errors';
import { compressAnswers } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerDatabaseUpkeep } from './plugins/database-upkeep';
import { ok } from './plugins/envelope';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { languageHeaders, registerI18n } from './plugins/i18n';
import { registerInputGuard } from './plugins/input-guard';
import { type Clock, registerRequestContext } from './plugins/request-context';
import { registerResponseHeaders } from './plugins/response-headers';
import { registerRouteList } from './plugins/route-list';
import { registerUploads } from './plugins/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

const API_PREFIX = '/api/v1';

export interface AppOptions {
  /** The handle from createDatabase (already migrated). */
  db: DatabaseHandle;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Where SMS go; by default the provider SMS_PROVIDER names (tests pass one that keeps them in memory). */
  sms?: SmsProvider;
  /**
   * The clock every request reads its instant from (`request.ctx.now`): code and ticket expiry, flash sales,
   * coupon windows, sign-in states. Tests move it; sessions and rate limits keep the wall clock.
   */
  clock?: Clock;
}

/** The API as a Fastify instance, not listening: main.ts listens, tests call `inject`. */
export async function buildApp({ db, config, logger = false, sms, clock = () => new Date() }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(config.corsOrigins),
    clientErrorHandler: clientErrorHandler(config.corsOrigins),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is "wrong content type" (400), not a string the schemas would reject.
  app.removeContentTypeParser('text/plain');

  app.decorate('db', db.db);
  app.decorate('config', config);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  refuseConnect(app, config.corsOrigins);
  registerI18n(app);
  registerRequestContext(app, { db: db.db, clock, config });
  registerAuthSeam(app);
  registerInputGuard(app);
  registerRouteList(app);
  await registerCors(app, config.corsOrigins);
  await registerUploads(app, config.uploadsDir);

  const otpSetup = createOtpSetup(config, sms ?? createSmsProvider(config.sms));
  const orders = ordersSetup(config, otpSetup.sms);
  const sellerRegistration = { otp: otpSetup, sms: otpSetup.sms, siteUrl: config.siteUrl };
  const affiliates = affiliatesSetup(config, otpSetup.sms);
  const newsletter = { secret: otpSetup.secret, siteUrl: config.siteUrl };
  const live = await startLiveHub({ database: db, log: app.log, keepDays: config.liveEventsKeepDays });
  // Before the server closes: an open stream would keep it waiting.
  app.addHook('preClose', async () => live.close());
  registerDatabaseUpkeep(app, db);
  await app.register(
    async (api) => {
      api.addHook('onRequest', languageHeaders);
      await compressAnswers(api);
      api.get('/health', async () => ok({ driver: db.driver }));
      for (const routes of [
        categoryRoutes,
        flashSaleRoutes,
        collectionRoutes,
        brandRoutes,
        homeRoutes,
        productRoutes,
        vendorRoutes,
        sellerRegistrationRoutes(sellerRegistration),
        newsletterRoutes(newsletter),
        adminRoutes,
        adminOrderRoutes(orders),
        adminReviewRoutes,
        adminChatRoutes,
        adminNewsletterRoutes(newsletter),
        adminTicketRoutes({ sms: otpSetup.sms, siteUrl: config.siteUrl }),
        adminVendorRoutes(sellerRegistration),
        adminAffiliateRoutes(affiliates),
        authRoutes({ registrationCodes: registrationCodes(otpSetup) }),
        otpRoutes({ setup: otpSetup }),
        geoRoutes,
        addressRoutes,
        socialAuthRoutes,
        cartRoutes,
        couponRoutes,
        wishlistRoutes,
        paymentRoutes(paymentsSetup(config, clock, otpSetup.sms)),
        orderRoutes(orders),
        reviewRoutes,
        checkoutRoutes(checkoutSetup(config, otpSetup)),
        chatRoutes,
        chatStreamRoutes(live),
        ticketRoutes,
        affiliateRoutes(affiliates, clock),
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  await app.register(imageRoutes, { prefix: IMAGE_PROXY_PATH });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
