import { AppError, isAppError } from '@/lib/domain/errors/app-error';

describe('isAppError', () => {
  it('knows an AppError of another copy of the class (another route bundle’s), and nothing else', () => {
    // What a second bundle's copy of the class makes: the same shape, another prototype.
    class OtherCopy extends Error {
      constructor(
        readonly code: string,
        readonly messageKey: string,
      ) {
        super(`${code}: ${messageKey}`);
        this.name = 'AppError';
      }
    }
    expect(isAppError(new AppError('PAYMENT_FAILED', 'payments.providerMessage'))).toBe(true);
    expect(isAppError(new OtherCopy('PAYMENT_FAILED', 'payments.providerMessage'))).toBe(true);
    expect(isAppError(new OtherCopy('NOT_A_CODE', 'x.y'))).toBe(false);
    expect(isAppError(Object.assign(new Error('x'), { code: 'NOT_FOUND', messageKey: 'x.y' }))).toBe(false);
    expect(isAppError({ name: 'AppError', code: 'NOT_FOUND', messageKey: 'x.y' })).toBe(false);
  });
});
