/**
 * Pricing bench: median and p95 time to price a 40-line cart with modifiers against 30 discount
 * rules, a coupon and loyalty (points earned and pay-with-points check). Target: median <= 0.5 ms.
 * Run with `npm run bench:pricing`.
 */
import { performance } from 'node:perf_hooks';
import { priceCart } from '../lib/domain/cart';
import { canPayWithPoints, pointsEarned, pointsNeeded } from '../lib/domain/loyalty';
import { benchInput } from './fixtures/pricing-cart';

const TARGET_MS = 0.5;
const WARMUP = 300;
const SAMPLES = 2000;

const input = benchInput();
const earningRules = [
  { DollarSpent: 50, Point: 10 },
  { DollarSpent: 10, Point: 1 },
];

function priceOnce(): number {
  const cart = priceCart(input);
  const earned = pointsEarned({ spendCents: cart.total, rules: earningRules, nowSeconds: input.now });
  const payable = canPayWithPoints(5000, cart.total, 10) ? pointsNeeded(cart.total, 10) : 0;
  return cart.total + earned + payable;
}

let sink = 0;
for (let i = 0; i < WARMUP; i += 1) sink += priceOnce();
const times: number[] = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const start = performance.now();
  sink += priceOnce();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const median = at(0.5);
const p95 = at(0.95);
const sample = priceCart(input);

console.log(`pricing: 40 lines (${input.items.reduce((n, i) => n + i.quantity, 0)} units), 30 rules, coupon, loyalty; ${SAMPLES} samples`);
console.log(`  rules applied: ${sample.appliedPriceTriggers.length}, discount ${(sample.discount / 100).toFixed(2)}, total ${(sample.total / 100).toFixed(2)}`);
console.log(`  median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (target median <= ${TARGET_MS} ms) ${median <= TARGET_MS ? 'OK' : 'OVER TARGET'}`);
if (sink === Number.NEGATIVE_INFINITY) console.log(sink);
