import type { z } from 'zod';
import { requireBoardStaff } from '@/lib/server/auth/board-session';
import { storeRoute } from '@/lib/server/http/store-route';
import { ZBoardPauseResponseSchema, ZBoardPauseSchema } from '@/lib/schemas/api/board';
import { pauseOnlineOrdering } from '@/lib/server/board/use-cases/pause-online-ordering';

// PUT /api/board/{storeId}/pause – { paused }: online ordering paused (IsInOperation false: "Currently not taking online orders") or resumed (staff session of this store)
export const PUT = storeRoute<typeof ZBoardPauseSchema>({
  source: 'json',
  schema: ZBoardPauseSchema,
  run: async ({ paused }, { request, app, store }): Promise<z.infer<typeof ZBoardPauseResponseSchema>> => {
    await requireBoardStaff(request, store, app);
    return pauseOnlineOrdering({ app, store, paused });
  },
});
