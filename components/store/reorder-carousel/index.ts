export { LISTED_ITEMS, ReorderCarousel, type ReorderCarouselProps, type ReorderOrder } from './reorder-carousel';
