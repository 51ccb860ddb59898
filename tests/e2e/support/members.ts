import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Registers a member of the test's own, Grace Hopper, and signs them in on the browser whose
 * `request` it is (the answer sets the session cookie). Returns their email.
 */
export async function registerMember(request: APIRequestContext, { prefix, phone }: { prefix: string; phone: string }): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      confirmEmail: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      phone,
      birthDate: '09/12/1986',
      password: 'cobol-1959',
      confirmPassword: 'cobol-1959',
      storeId: '1001',
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}
