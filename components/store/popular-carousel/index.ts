export { PopularCarousel, type PopularCarouselProps } from './popular-carousel';
export type { PopularProduct } from '@/lib/domain/menu/popular-products';
