import { createOfflineMaps } from '@/lib/server/adapters/offline-maps/offline-maps';

import { describeMapsContract } from './maps.contract';

describeMapsContract('offline (AU postcode and locality data)', () => createOfflineMaps());
