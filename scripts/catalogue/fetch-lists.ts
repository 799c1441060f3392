import type {
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
import type { Get } from './api-client';

/** The catalogue's small lists (home, categories, brands, flash sales, collections, shops), in one locale. */
export async function fetchLists(get: Get): Promise<CatalogueLists> {
  const [home_info, home_slider, home_banner, categories, brands, flash_sales, collections, vendors] =
    await Promise.all([
      get<HomeInfo>('/home_info'),
      get<HomeSlide[]>('/home_slider'),
      get<HomeBanner[]>('/home_banner'),
      get<Category[]>('/category'),
      get<Brand[]>('/brand'),
      get<CategoryFlashSale[]>('/category/category-wise-flash-sales'),
      get<Collection[]>('/category/collection'),
      get<Vendor[]>('/vendor'),
    ]);
  return { home_info, home_slider, home_banner, categories, brands, flash_sales, collections, vendors };
}
