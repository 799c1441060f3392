import type { HomeInfo, HomeSlide } from '#contract';
import { homeBanners, homeSliders } from '../../db/schema';
import type { CatalogueContext } from '../shared/catalogue-context';
import { findHomeInfo, findSlides } from './home.repository';

export async function homeInformation(ctx: CatalogueContext): Promise<HomeInfo> {
  const rows = await findHomeInfo(ctx.db, ctx.locale);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function slides(ctx: CatalogueContext, table: typeof homeSliders | typeof homeBanners): Promise<HomeSlide[]> {
  const rows = await findSlides(ctx.db, table, ctx.locale);
  return rows.map((row) => ({ ...row, image: ctx.uploadUrl(row.image) }));
}

export const homeSlides = (ctx: CatalogueContext) => slides(ctx, homeSliders);
export const homeBannerList = (ctx: CatalogueContext) => slides(ctx, homeBanners);
