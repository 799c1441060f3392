/** Cart lines priced from the catalogue: the product card's running discount, the variant, the product's shipping. */
import type { CartLine, Variant } from '#contract';
import type { SellableProduct } from '../products/sellable.service';

/** One variant of a published product, as a line may hold it. */
export interface Offer {
  product: SellableProduct;
  variant: Variant;
}

/** The variant `variantId` of the published product `productId`, if it is one of its variants. */
export function findOffer(
  products: Map<number, SellableProduct>,
  productId: number,
  variantId: number,
): Offer | undefined {
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
