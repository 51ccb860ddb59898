import { webhookRoute } from '@/lib/server/http/webhook-route';
import { receivePaymentWebhook } from '@/lib/server/payments/use-cases/receive-payment-webhook';

// POST /api/payments/stripe/webhook – Stripe's signed events (Stripe-Signature on the raw body) settle their orders once
export const POST = webhookRoute((app) => app.stripePayments, receivePaymentWebhook);
