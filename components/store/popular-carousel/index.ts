export { PopularCarousel, type PopularCarouselProps } from './popular-carousel';
export { popularProductsOf, type PopularProduct, type PopularSource } from './popular-products';
