/**
 * One `BucketDeployment` per group, as a deployment sets one Cache-Control and Content-Type for all
 * it copies; groups must not overlap, as each prunes what its filters select.
 */
import { TEXT_CONTENT_TYPES, extensionOf } from '@clinique/site/content-types';
import {
  HASHED_ASSETS_FOLDER,
  IMMUTABLE,
  NOT_FOUND_PREFIX,
  REVALIDATE,
} from '@clinique/site/routing';

export interface DeploymentGroup {
  id: string;
  prefix?: string;
  exclude: string[];
  include: string[];
  cacheControl: string;
  contentType?: string;
  metadata?: Record<string, string>;
}

const NOT_FOUND_PAGES = ['404.html', '*/404.html', '404/index.html', '*/404/index.html'];

/** A filter can only add what an `--exclude` removed, so "not under a folder" is spelt out. */
export function outside(prefixes: readonly string[], suffix: string): string[] {
  for (const prefix of prefixes) {
    if (!/^[\w/]+$/.test(prefix)) throw new Error(`Prefix ${prefix}: letters, _ and / only`);
  }
  const patterns: string[] = [];
  const visit = (path: string): void => {
    if (prefixes.includes(path)) return;
    const next = [
      ...new Set(
        prefixes
          .filter((prefix) => prefix.length > path.length && prefix.startsWith(path))
          .map((prefix) => prefix.charAt(path.length)),
      ),
    ];
    // `a.html` itself, then `a` followed by anything but the next character of a prefix.
    if (path + suffix !== '') patterns.push(path + suffix);
    patterns.push(`${path}[!${next.join('')}]*${suffix}`);
    for (const character of next) visit(path + character);
  };
  visit('');
  return patterns;
}

export function deploymentGroups(keys: readonly string[]): DeploymentGroup[] {
  const elsewhere = [HASHED_ASSETS_FOLDER, NOT_FOUND_PREFIX];
  const scopes = [
    {
      id: 'HashedAssets',
      cacheControl: IMMUTABLE,
      has: (key: string) => key.startsWith(HASHED_ASSETS_FOLDER),
      only: (suffix: string) => [`${HASHED_ASSETS_FOLDER}*${suffix}`],
      others: outside([HASHED_ASSETS_FOLDER], ''),
    },
    {
      id: 'PagesAndFiles',
      cacheControl: REVALIDATE,
      has: (key: string) => !elsewhere.some((prefix) => key.startsWith(prefix)),
      only: (suffix: string) => outside(elsewhere, suffix),
      others: elsewhere.map((prefix) => `${prefix}*`),
    },
  ];
  const groups: DeploymentGroup[] = [];
  for (const scope of scopes) {
    const textTypes = [...new Set(keys.filter(scope.has).map(extensionOf))]
      .filter((extension) => TEXT_CONTENT_TYPES[extension] !== undefined)
      .sort();
    for (const extension of textTypes) {
      groups.push({
        id: `${scope.id}-${extension}`,
        exclude: ['*'],
        include: scope.only(`.${extension}`),
        cacheControl: scope.cacheControl,
        contentType: TEXT_CONTENT_TYPES[extension],
      });
    }
    groups.push({
      id: scope.id,
      exclude: [...scope.others, ...textTypes.map((extension) => `*.${extension}`)],
      include: [],
      cacheControl: scope.cacheControl,
    });
  }
  // The 404 pages again, under `_errors/`, marked for the viewer-response function.
  groups.push({
    id: 'NotFoundPages',
    prefix: NOT_FOUND_PREFIX,
    exclude: ['*'],
    include: NOT_FOUND_PAGES,
    cacheControl: REVALIDATE,
    contentType: TEXT_CONTENT_TYPES['html'],
    metadata: { 'route-status': '404' },
  });
  return groups;
}

/** As Python's `fnmatch` reads it, which `aws s3 sync` uses. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(
    /\[(!?)([^\]]+)\]|(\*)|(\?)|([.+^${}()|[\]\\])/g,
    (_, not: string | undefined, set: string | undefined, star, question, special: string) => {
      if (set !== undefined) return `[${not ? '^' : ''}${set.replace(/[\\\]^]/g, '\\$&')}]`;
      if (star) return '.*';
      if (question) return '.';
      return `\\${special}`;
    },
  );
  return new RegExp(`^${escaped}$`);
}

export function selects(group: Pick<DeploymentGroup, 'exclude' | 'include'>, key: string): boolean {
  const matches = (patterns: string[]) => patterns.some((glob) => globToRegExp(glob).test(key));
  return matches(group.include) || !matches(group.exclude);
}

export interface BucketObject {
  sourceKey: string;
  group: string;
  cacheControl: string;
  contentType: string | undefined;
  metadata: Record<string, string>;
}

export function bucketObjects(keys: readonly string[]): Map<string, BucketObject> {
  const objects = new Map<string, BucketObject>();
  for (const group of deploymentGroups(keys)) {
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
        contentType: group.contentType,
        metadata: group.metadata ?? {},
      });
    }
  }
  return objects;
}
