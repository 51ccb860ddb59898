import { expect, type APIRequestContext } from '@playwright/test';

/** Registers a new member of the flagship (1001) through the real API; the context is then signed in as them. */
export async function registerMember(request: APIRequestContext, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      confirmEmail: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '0412345678',
      birthDate: '09/12/1986',
      password: 'cobol-1959',
      confirmPassword: 'cobol-1959',
      storeId: '1001',
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}
