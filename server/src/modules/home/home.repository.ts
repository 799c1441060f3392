import { asc } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { type homeBanners, homeInfo, type homeSliders } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export function findHomeInfo(db: Database, locale: Locale) {
  return db
    .select({ key: homeInfo.key, value: byLocale(locale, homeInfo.valueEn, homeInfo.valueBn) })
    .from(homeInfo)
    .orderBy(asc(homeInfo.key));
}

/** Sliders and banners share their columns. */
export function findSlides(db: Database, table: typeof homeSliders | typeof homeBanners, locale: Locale) {
  return db
    .select({
      id: table.id,
      title: byLocale(locale, table.titleEn, table.titleBn),
      subtitle: byLocale(locale, table.subtitleEn, table.subtitleBn),
      image: table.image,
      link: table.link,
    })
    .from(table)
    .orderBy(asc(table.position), asc(table.id));
}
