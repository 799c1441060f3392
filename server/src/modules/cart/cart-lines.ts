/** Cart lines priced from the catalogue: the product card's running discount, the variant, the product's shipping. */
import type { CartLine, ProductCard, Variant } from '#contract';
import type { RequestContext } from '../../plugins/request-context';
import { findImages, findVariants } from '../products/product-details.repository';
import { byProduct, toVariant } from '../products/product-details.service';
import { productCards } from '../products/products.service';
import { findSoldProducts } from './cart.repository';

/** What a cart line of one published product needs. */
export interface CartProduct {
  card: ProductCard;
  shippingCost: number;
  variants: Map<number, Variant>;
  /** Picture of each colour, when the product has one. */
  pictures: Map<string, string>;
}

/** One variant of a published product, as a line may hold it. */
export interface Offer {
  product: CartProduct;
  variant: Variant;
}

/** The published products of `productIds` (unknown and unpublished ones left out), priced now; four queries. */
export async function loadCartProducts(ctx: RequestContext, productIds: number[]): Promise<Map<number, CartProduct>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const [cards, variantRows, images, shippingCosts] = await Promise.all([
    productCards(ctx, ids),
    findVariants(ctx.db, ids, ctx.locale),
    findImages(ctx.db, ids),
    findSoldProducts(ctx.db, ids),
  ]);
  const variantsOf = byProduct(variantRows);
  const imagesOf = byProduct(images);
  return new Map(
    cards.map((card) => {
      const discount = { type: card.discount_type, value: card.discount_value };
      const variants = (variantsOf.get(card.id) ?? []).map((row) => toVariant(row, discount));
      const pictures = new Map<string, string>();
      for (const image of imagesOf.get(card.id) ?? []) {
        if (image.colorName && !pictures.has(image.colorName)) pictures.set(image.colorName, ctx.uploadUrl(image.path));
      }
      const product: CartProduct = {
        card,
        shippingCost: shippingCosts.get(card.id) ?? 0,
        variants: new Map(variants.map((variant) => [variant.id, variant])),
        pictures,
      };
      return [card.id, product];
    }),
  );
}

/** The variant `variantId` of the published product `productId`, if it is one of its variants. */
export function findOffer(products: Map<number, CartProduct>, productId: number, variantId: number): Offer | undefined {
  const product = products.get(productId);
  const variant = product?.variants.get(variantId);
  return product && variant ? { product, variant } : undefined;
}

export function toCartLine({ product, variant }: Offer, qty: number, cartItemId: number | null): CartLine {
  const { card, shippingCost } = product;
  const colour = variant.options.color;
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    image: (colour && product.pictures.get(colour)) || card.image,
    seller: { id: card.seller.id, name: card.seller.name },
    qty,
    price: variant.price,
    sale_price: variant.sale_price,
    sum: variant.sale_price * qty,
    shipping: shippingCost * qty,
    shipping_cost: shippingCost,
    variant_id: variant.id,
    cart_item_id: cartItemId,
    stock: variant.stock,
    selected_variant: variant,
  };
}
