import type { HomeInfo, HomeSlide } from '#contract';
import { homeBanners, homeSliders } from '../../db/schema';
import type { RequestContext } from '../../plugins/request-context';
import { findHomeInfo, findSlides } from './home.repository';

export async function homeInformation(ctx: RequestContext): Promise<HomeInfo> {
  const rows = await findHomeInfo(ctx.db, ctx.locale);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function slides(ctx: RequestContext, table: typeof homeSliders | typeof homeBanners): Promise<HomeSlide[]> {
  const rows = await findSlides(ctx.db, table, ctx.locale);
  return rows.map((row) => ({ ...row, image: ctx.uploadUrl(row.image) }));
}

export const homeSlides = (ctx: RequestContext) => slides(ctx, homeSliders);
export const homeBannerList = (ctx: RequestContext) => slides(ctx, homeBanners);
