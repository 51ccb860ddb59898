import type { TMessageTemplate } from '../schemas/entities';

/**
 * The demo's message templates; {placeholders} are filled by the sender. An order email's
 * template gives its subject and opening words; the order's details and status link follow it
 * (lib/server/messages/order-message-content.ts).
 */
export function demoMessageTemplates(): TMessageTemplate[] {
  return [
    {
      ID: 'order-confirmation-en',
      Name: 'order-confirmation',
      Channel: 'email',
      Locale: 'en',
      Subject: 'Your order {orderNumber} at {storeName}',
      Body: 'Hi {firstName}, thanks for your order {orderNumber}. {storeName} has it.',
    },
    {
      ID: 'order-confirmation-zh',
      Name: 'order-confirmation',
      Channel: 'email',
      Locale: 'zh-CN',
      Subject: '您在{storeName}的订单 {orderNumber}',
      Body: '{firstName}，感谢您的订单 {orderNumber}，{storeName} 已收到。',
    },
    { ID: 'sms-code-en', Name: 'sms-code', Channel: 'sms', Locale: 'en', Body: 'Your verification code is {code}' },
    { ID: 'sms-code-zh', Name: 'sms-code', Channel: 'sms', Locale: 'zh-CN', Body: '您的验证码是 {code}' },
    {
      ID: 'reset-password-en',
      Name: 'reset-password',
      Channel: 'email',
      Locale: 'en',
      Subject: 'Set your password',
      Body: 'Hi {firstName}, use this link to set your password: {resetUrl}',
    },
  ];
}
