import { StoreSkeleton } from '@/components/loading/store-skeleton';

// Shown while the store and its menu load (spec part 1 §4: skeleton and progress bar).
export default function Loading() {
  return <StoreSkeleton />;
}
