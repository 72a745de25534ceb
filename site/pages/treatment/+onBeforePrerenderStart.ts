import { pathsOfKind } from '../../src/catalog-routes.ts';

export const onBeforePrerenderStart = pathsOfKind('treatment');
