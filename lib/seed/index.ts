/** Demo data and import validation: pure TypeScript, no I/O (the scripts do the writing). */
export { buildDemoData, FLAGSHIP_STORE_ID } from './build-demo-data';
export type { TDemoData, TImportData } from './types';
export { DEMO_MEMBER_CREDENTIALS } from './users';
export { demoImage, FOOD_ILLUSTRATIONS, LOGOS, BANNERS } from './images';
export { parseImportFile, ZImportFileSchema } from './import-file';
export type { TImportIssue, TImportResult } from './import-file';
