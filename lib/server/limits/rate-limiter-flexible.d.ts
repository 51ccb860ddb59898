// The base class rate-limiter-flexible asks a new store to extend ("Any new limiter with storage
// must be extended from RateLimiterStoreAbstract"); its index does not export it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}
