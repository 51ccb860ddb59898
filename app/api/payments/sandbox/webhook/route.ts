import { webhookRoute } from '@/lib/server/http/webhook-route';
import { receivePaymentWebhook } from '@/lib/server/payments/use-cases/receive-payment-webhook';

// POST /api/payments/sandbox/webhook – the sandbox gateway's signed events, settled like Stripe's (404 where the sandbox is off)
export const POST = webhookRoute((app) => app.sandboxPayments, receivePaymentWebhook);
