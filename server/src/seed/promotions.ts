/** Inserts the home page content, the flash sales and the collections. */
import type { Database } from '../db/database';
import {
  collectionProducts,
  collections,
  flashSaleItems,
  flashSales,
  homeBanners,
  homeInfo as homeInfoTable,
  homeSliders,
} from '../db/schema';
import { artworkPaths } from './artwork';
import { BANNERS, COLLECTIONS, FLASH_SALES, homeInfo, SLIDERS, type SlideSeed } from './data/home';
import { pickCollection, pickSaleItems } from './picks';
import type { ProductFacts } from './products';
import type { Random } from './random';

const DAY_MS = 86_400_000;

const slideRow = (slide: SlideSeed, image: string, position: number) => ({
  titleEn: slide.title.en,
  titleBn: slide.title.bn,
  subtitleEn: slide.subtitle.en,
  subtitleBn: slide.subtitle.bn,
  image,
  link: slide.link,
  position,
});

export async function insertHome(tx: Database, now: Date): Promise<void> {
  await tx.insert(homeSliders).values(SLIDERS.map((slide, i) => slideRow(slide, artworkPaths.slider(slide.image), i)));
  await tx
    .insert(homeBanners)
    .values(BANNERS.map((banner, i) => slideRow(banner, artworkPaths.banner(banner.image), i)));
  await tx.insert(homeInfoTable).values(
    Object.entries(homeInfo(now.getUTCFullYear())).map(([key, value]) => ({
      key,
      valueEn: value.en,
      valueBn: value.bn,
    })),
  );
}

export interface PromotionTotals {
  flashSaleItems: number;
  collectionItems: number;
}

export async function insertPromotions(
  tx: Database,
  rng: Random,
  facts: readonly ProductFacts[],
  now: Date,
): Promise<PromotionTotals> {
  let saleItems = 0;
  for (const sale of FLASH_SALES) {
    const [row] = await tx
      .insert(flashSales)
      .values({
        titleEn: sale.title.en,
        titleBn: sale.title.bn,
        startsAt: new Date(now.getTime() + sale.startDays * DAY_MS),
        endsAt: new Date(now.getTime() + sale.endDays * DAY_MS),
      })
      .returning({ id: flashSales.id });
    const items = pickSaleItems(rng, facts, sale.items).map((fact) => ({
      flashSaleId: row!.id,
      productId: fact.id,
      discountPercent: rng.step(10, 40, 5),
    }));
    if (items.length > 0) await tx.insert(flashSaleItems).values(items);
    saleItems += items.length;
  }

  let collectionItems = 0;
  for (const [position, collection] of COLLECTIONS.entries()) {
    const [row] = await tx
      .insert(collections)
      .values({ slug: collection.slug, nameEn: collection.en, nameBn: collection.bn, position })
      .returning({ id: collections.id });
    const items = pickCollection(rng, facts, collection.rule).map((fact, i) => ({
      collectionId: row!.id,
      productId: fact.id,
      position: i,
    }));
    if (items.length > 0) await tx.insert(collectionProducts).values(items);
    collectionItems += items.length;
  }
  return { flashSaleItems: saleItems, collectionItems };
}
