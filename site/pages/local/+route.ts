import { routeOfKind } from '../../src/catalog-routes.ts';

export default routeOfKind('local');
