/** The two order types that are scheduled in time slots. */
export type ServiceKind = 'delivery' | 'pickup';
