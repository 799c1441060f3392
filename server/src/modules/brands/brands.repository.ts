import { asc } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { brands } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export function findBrands(db: Database, locale: Locale) {
  const name = byLocale(locale, brands.nameEn, brands.nameBn);
  return db
    .select({ id: brands.id, slug: brands.slug, name, logo: brands.logo })
    .from(brands)
    .orderBy(asc(name), asc(brands.id));
}
