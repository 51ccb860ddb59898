/**
 * The order board's demo passcode (issue 17): every demo store's board (/board/{storeId}) opens
 * with 246810. The hash is written out here, not made at seed time, so the demo data stays
 * deterministic; a real store owner sets their own with `npm run board:passcode`.
 */
export const DEMO_BOARD_PASSCODE = '246810';
export const DEMO_BOARD_PASSCODE_HASH = 'scrypt$32768$8$1$j0R_bLoHxXdTDe3lXNLlUA$TihlXUu8UrE5pno3RXucsA7zD2RyL6WPf2az1thOrzC7P7JNpoRd7yyAxR17FbK2OMORdf9FpEXa3TERVo4zwA';
