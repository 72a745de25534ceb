/**
 * How the build reaches the bucket: one `BucketDeployment` per group of files, because a deployment
 * sets one Cache-Control and one metadata for all it copies. Each group prunes only the files its
 * filters select, so the groups must not overlap; `bucketObjects` replays the filters the way
 * `aws s3 sync` applies them (every `--exclude`, then every `--include`, the last match wins) so
 * the tests can check the bucket a deployment produces against the routing module.
 */
import {
  HASHED_ASSETS_FOLDER,
  IMMUTABLE,
  NOT_FOUND_PREFIX,
  REVALIDATE,
} from '../../site/server/routing.ts';

export interface DeploymentGroup {
  id: string;
  /** Destination key prefix, `undefined` for the bucket's root. */
  prefix: string | undefined;
  exclude: string[];
  include: string[];
  cacheControl: string;
  metadata: Record<string, string> | undefined;
}

const NOT_FOUND_PAGES = ['404.html', '*/404.html', '404/index.html', '*/404/index.html'];

export function deploymentGroups(): DeploymentGroup[] {
  return [
    {
      id: 'HashedAssets',
      prefix: undefined,
      exclude: ['*'],
      include: [`${HASHED_ASSETS_FOLDER}*`],
      cacheControl: IMMUTABLE,
      metadata: undefined,
    },
    {
      id: 'PagesAndFiles',
      prefix: undefined,
      exclude: [`${HASHED_ASSETS_FOLDER}*`, `${NOT_FOUND_PREFIX}*`],
      include: [],
      cacheControl: REVALIDATE,
      metadata: undefined,
    },
    {
      // The 404 pages again, under `_errors/`, marked for the viewer-response function.
      id: 'NotFoundPages',
      prefix: NOT_FOUND_PREFIX,
      exclude: ['*'],
      include: NOT_FOUND_PAGES,
      cacheControl: REVALIDATE,
      metadata: { 'route-status': '404' },
    },
  ];
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

/** Whether `aws s3 sync --exclude … --include …` (in CDK's order) selects this key. */
export function selects(group: DeploymentGroup, key: string): boolean {
  let selected = true;
  for (const pattern of group.exclude) if (globToRegExp(pattern).test(key)) selected = false;
  for (const pattern of group.include) if (globToRegExp(pattern).test(key)) selected = true;
  return selected;
}

export interface BucketObject {
  /** The build file it is a copy of. */
  sourceKey: string;
  group: string;
  cacheControl: string;
  metadata: Record<string, string>;
}

/** The objects the deployments put in the bucket for a build made of `keys`. */
export function bucketObjects(keys: readonly string[]): Map<string, BucketObject> {
  const objects = new Map<string, BucketObject>();
  for (const group of deploymentGroups()) {
    for (const key of keys) {
      if (!selects(group, key)) continue;
      const objectKey = `${group.prefix ?? ''}${key}`;
      const existing = objects.get(objectKey);
      if (existing) {
        throw new Error(`${objectKey} is deployed by both ${existing.group} and ${group.id}`);
      }
      objects.set(objectKey, {
        sourceKey: key,
        group: group.id,
        cacheControl: group.cacheControl,
        metadata: group.metadata ?? {},
      });
    }
  }
  return objects;
}
