import type {
  AffiliateRate,
  Brand,
  Category,
  CategoryFlashSale,
  Collection,
  HomeBanner,
  HomeInfo,
  HomeSlide,
  Vendor,
} from '#contract';
import type { CatalogueLists } from '../site-build/change-scope';
import { FetchFailure, type Get } from './api-client';

/**
 * The catalogue's small lists (home, categories, brands, flash sales, collections, shops, partners' rates), in one
 * locale.
 */
export async function fetchLists(get: Get): Promise<CatalogueLists> {
  const [home_info, home_slider, home_banner, categories, brands, flash_sales, collections, vendors, affiliate_rates] =
    await Promise.all([
      get<HomeInfo>('/home_info'),
      get<HomeSlide[]>('/home_slider'),
      get<HomeBanner[]>('/home_banner'),
      get<Category[]>('/category'),
      get<Brand[]>('/brand'),
      get<CategoryFlashSale[]>('/category/category-wise-flash-sales'),
      get<Collection[]>('/category/collection'),
      get<Vendor[]>('/vendor'),
      affiliateRates(get),
    ]);
  return {
    home_info,
    home_slider,
    home_banner,
    categories,
    brands,
    flash_sales,
    collections,
    vendors,
    affiliate_rates,
  };
}

/** GET /affiliate/rates; an API without the partner programme (404) has none, and /affiliate shows the default. */
async function affiliateRates(get: Get): Promise<AffiliateRate[]> {
  try {
    return await get<AffiliateRate[]>('/affiliate/rates');
  } catch (error) {
    if (error instanceof FetchFailure && error.status === 404) return [];
    throw error;
  }
}
