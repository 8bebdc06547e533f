import { lazyRoute } from '../../shell/lazy-route';
import { paths } from '../paths';
import type { AppRoute } from '../route-table';

export const mapRoutes: AppRoute[] = [{ path: paths.map, component: lazyRoute(() => import('./MapPage')) }];
