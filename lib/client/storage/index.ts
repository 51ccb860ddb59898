/** Browser storage: the spec's keys and never-throwing typed helpers. */
export * from './keys';
export * from './browser-storage';
export * from './query-params';
