/** Rating kept in tenths (47) as the API's number (4.7). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}
