import { style } from '@vanilla-extract/css';

/**
 * Off screen, the browser neither draws the frame nor fetches its picture: a long page's cards cost
 * nothing until the visitor scrolls near them. Its aspect ratio, the picture's, sizes it meanwhile,
 * so nothing moves when it is drawn.
 */
export const frame = style({ display: 'block', contentVisibility: 'auto' });
