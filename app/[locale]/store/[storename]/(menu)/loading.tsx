import { StoreSkeleton } from '@/components/loading/store-skeleton';

// Shown while the store and its menu load (spec part 1 §4: a skeleton, and the progress bar adding 2 every 50 ms to 100).
export default function Loading() {
  return <StoreSkeleton />;
}
