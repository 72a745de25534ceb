/** fontkit 2 ships no types; pdf-lib's describe the font it returns (src/voucher/fontkit.ts). */
declare module 'fontkit' {
  export function create(bytes: Uint8Array): unknown;
}
