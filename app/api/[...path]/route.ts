import type { NextRequest } from 'next/server';
import { AppError } from '@/lib/domain/errors/app-error';
import { errorResponse } from '@/lib/server/http/route';

// Any /api path no handler serves: the error table's JSON 404, not Next's HTML page.
const notFound = (request: NextRequest) => errorResponse(request, new AppError('NOT_FOUND', 'errors.apiNotFound'));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
