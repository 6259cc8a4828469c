/**
 * The data a server-rendered screen needs, by the resource names the browser
 * uses (contract/names/resources.ts): answered by the same public reads as the
 * API, so the page and the API agree to the byte.
 */
import { ListQuery } from '../../contract/api/campaigns';
import { readResourceName, resourceNames } from '../../contract/names/resources';
import { wordLimits } from '../../contract/rules/words';
import { DomainError } from '../domain/errors';
import { cacheTags, type CachedAnswer } from '../http/response-cache';
import { queryChecker } from '../http/validation';
import type { PublicReads } from '../reads/public-reads';

const checkList = queryChecker<ListQuery>(ListQuery);
const idPattern = /^[A-Za-z0-9-]{1,100}$/;

/** A screen's resources as JSON text by name, and the cache tags of the answers they came from. */
export interface Resolved {
  bodies: Map<string, string>;
  tags: Set<string>;
  /** Stories that are not public (or do not exist): the page says so, with a 404. */
  missing: string[];
}

/** Not public or gone, as the reads say it. */
const missing = Symbol('missing');

async function orNull(answer: Promise<CachedAnswer>): Promise<CachedAnswer | null> {
  try {
    return await answer;
  } catch {
    return null; // Could not be read now: the browser will ask and show why.
  }
}

/** A story's answer, or `missing` when nobody signed out may see it. */
async function storyOrMissing(answer: Promise<CachedAnswer>): Promise<CachedAnswer | typeof missing | null> {
  try {
    return await answer;
  } catch (error) {
    return error instanceof DomainError && error.kind === 'not_found' ? missing : null;
  }
}

/** Resolves one resource name to its cached answer, `missing` for a story nobody signed out may see, or null when the server should not answer it. */
async function resolveResource(reads: PublicReads, key: string): Promise<CachedAnswer | typeof missing | null> {
  const name = readResourceName(key);
  if (name?.kind === 'stats') return orNull(reads.stats());
  if (name?.kind === 'stories') {
    const query = checkList(Object.fromEntries(name.query));
    if (!query || query.mine || (query.status && query.status !== 'active' && query.status !== 'completed')) return null;
    return orNull(reads.list(query));
  }
  if (name?.kind === 'story') return idPattern.test(name.id) ? storyOrMissing(reads.story(name.id)) : missing;
  if (name?.kind === 'success') {
    const page = Number(name.query.get('page'));
    const limit = Number(name.query.get('limit'));
    return Number.isInteger(page) && Number.isInteger(limit) && page >= 1 && limit >= 1 && limit <= 50
      ? orNull(reads.success(page, limit))
      : null;
  }
  return null;
}

/**
 * All the resources of a screen; a story brings the first page of its donor
 * wall, its open ledger and its words of support along. The tags say when a page made from them must be made again.
 * A story nobody signed out may see is named in `missing` (the page says it
 * is not there, with a 404, until a story changes); null when something else
 * could not be read (the browser renders the screen and says why).
 * `resolveSome` leaves out what it cannot have instead.
 */
export async function resolveAll(reads: PublicReads, keys: readonly string[]): Promise<Resolved | null> {
  return resolve(reads, keys, false);
}

/** The resources of a screen that can be had, leaving out the missing ones (for a page rendered per visit, which says so itself). */
export async function resolveSome(reads: PublicReads, keys: readonly string[]): Promise<Resolved> {
  return (await resolve(reads, keys, true)) ?? { bodies: new Map(), tags: new Set(), missing: [] };
}

async function resolve(reads: PublicReads, keys: readonly string[], skipMissing: boolean): Promise<Resolved | null> {
  const resolved: Resolved = { bodies: new Map(), tags: new Set(), missing: [] };
  const add = (key: string, answer: CachedAnswer) => {
    resolved.bodies.set(key, answer.body);
    for (const tag of answer.tags) resolved.tags.add(tag);
  };
  for (const key of keys) {
    const answer = await resolveResource(reads, key);
    if ((answer === null || answer === missing) && skipMissing) continue;
    if (answer === null) return null;
    if (answer === missing) {
      // Approving or showing a story changes the lists: the page saying it is missing goes with them.
      resolved.missing.push(key);
      resolved.tags.add(cacheTags.lists);
      continue;
    }
    add(key, answer);
    if (readResourceName(key)?.kind === 'story') {
      const { id } = JSON.parse(answer.body) as { id: string };
      const wall = await orNull(reads.wall(id, 1, 10));
      if (wall !== null) add(resourceNames.wall(id, 1, 10), wall);
      // And its open ledger: a first visit shows where the money went without asking the API.
      const ledger = await orNull(reads.ledger(id));
      if (ledger !== null) add(resourceNames.ledger(id), ledger);
      // And its words of support as someone signed out reads them.
      const words = await orNull(reads.words(id, { limit: wordLimits.page.default }));
      if (words !== null) add(resourceNames.words(id), words);
    }
  }
  return resolved;
}
