/** Query keys of the reviews feature. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  byCar: (carId: number) => ['reviews', 'car', carId] as const,
};
