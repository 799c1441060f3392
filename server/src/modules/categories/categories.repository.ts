import { asc } from 'drizzle-orm';
import type { Locale } from '#contract';
import type { Database } from '../../db/database';
import { categories } from '../../db/schema';
import { byLocale } from '../../lib/by-locale';

export function findCategories(db: Database, locale: Locale) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: byLocale(locale, categories.nameEn, categories.nameBn),
      parentId: categories.parentId,
      image: categories.image,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];
