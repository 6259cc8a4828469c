// The README and the manual in docs/ hold together: every link to a file in the repository finds the file,
// every link to a heading finds the heading (anchors as GitHub makes them), every decision record has a
// date, a status and its consequences, the README stays a short door page, the settings page names
// every setting .env.example lists, and no file cites a document the repository does not hold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('.');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const pages = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

/** The page without fenced code blocks, whose text is never a link or a heading. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The anchor GitHub gives a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*/g, '')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a page's headings, a repeated heading's with -1, -2… as GitHub numbers them. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of prose(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a page's inline links and images, inline code left out. */
function linkTargets(text: string): string[] {
  return prose(text).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? ''),
  );
}

/** What is wrong with a link from `page` to `target`, or null when it leads somewhere. */
function brokenLink(page: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [file = '', anchor] = target.split('#');
  const destination = file === '' ? page : path.resolve(path.dirname(page), decodeURIComponent(file));
  if (!destination.startsWith(root + path.sep)) return `${target} leaves the repository`;
  if (!existsSync(destination)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(destination).isDirectory() || !destination.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  return anchorsOf(readFileSync(destination, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `${target}: no heading with that anchor in ${path.relative(root, destination)}`;
}

describe('GitHub heading anchors', () => {
  it('are lower-cased, lose punctuation and code marks, and turn spaces into hyphens', () => {
    expect(githubSlug('Moderation (`/admin`)')).toBe('moderation-admin');
    expect(githubSlug('Nnoboa — crowdfunding for Ghana')).toBe('nnoboa--crowdfunding-for-ghana');
    expect(githubSlug("The owner's dashboard")).toBe('the-owners-dashboard');
    expect(githubSlug('At scale: `npm run bench:scale`')).toBe('at-scale-npm-run-benchscale');
    expect(githubSlug('[Stories](stories.md) and **photos**')).toBe('stories-and-photos');
  });

  it('number a repeated heading, and ignore headings inside code blocks', () => {
    const anchors = anchorsOf('# API\n\n## API\n\n```\n# Not a heading\n```\n');
    expect([...anchors]).toEqual(['api', 'api-1']);
  });

  it('are checked: a link to a missing file or heading is reported', () => {
    const page = path.join(root, 'docs', 'README.md');
    expect(brokenLink(page, 'product/stories.md#photos')).toBeNull();
    expect(brokenLink(page, 'product/stories.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink(page, 'product/no-such-page.md')).toMatch(/no such file/);
    expect(brokenLink(page, 'https://example.com/missing')).toBeNull();
  });
});

describe('the README and docs/', () => {
  it.each(pages.map((page) => [path.relative(root, page), page]))('%s links only to files and headings that exist', (_, page) => {
    const broken = linkTargets(readFileSync(page, 'utf8'))
      .map((target) => brokenLink(page, target))
      .filter((problem): problem is string => problem !== null);
    expect(broken).toEqual([]);
  });

  it('reach every page of docs/ from the README, link by link', () => {
    const reached = new Set<string>();
    const queue = [path.join(root, 'README.md')];
    while (queue.length > 0) {
      const page = queue.pop() ?? '';
      if (reached.has(page)) continue;
      reached.add(page);
      for (const target of linkTargets(readFileSync(page, 'utf8'))) {
        const file = target.split('#')[0] ?? '';
        if (file === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const destination = path.resolve(path.dirname(page), file);
        if (destination.endsWith('.md') && existsSync(destination)) queue.push(destination);
      }
    }
    const unreached = pages.filter((page) => !reached.has(page) && !page.endsWith(path.join('decisions', 'template.md')));
    expect(unreached.map((page) => path.relative(root, page))).toEqual([]);
  });

  it('keeps the README a short door page: at most 150 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names every setting of .env.example on the configuration page', () => {
    const settings = [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    const page = readFileSync(path.join(root, 'docs', 'operations', 'configuration.md'), 'utf8');
    expect(settings.length).toBeGreaterThan(20);
    expect(settings.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = path.join(root, 'docs', 'decisions');
  const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

  it('are numbered once each, and all listed in the index', () => {
    expect(records.length).toBeGreaterThan(0);
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    const index = linkTargets(readFileSync(path.join(dir, 'README.md'), 'utf8'));
    expect(records.filter((name) => !index.includes(name))).toEqual([]);
  });

  it.each(records)('%s has a date, a status, its context, the decision and its consequences', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text).toMatch(/^# \S/);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^Status: (proposed|accepted|superseded by \[[^\]]+\]\(\d{3}-[^)]+\.md\))$/m);
    for (const section of ['Context', 'Decision', 'Consequences']) expect(text).toMatch(new RegExp(`^## ${section}$`, 'm'));
  });
});

describe('documents cited anywhere', () => {
  const skipped = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', '.tmp']);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (skipped.has(entry.name)) return [];
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });
  const everyFile = files(root);
  const thisFile = path.join(root, 'tests', 'unit', 'docs-links.test.ts');
  const cited = (file: string) =>
    file !== thisFile && (/\.(ts|tsx|js|css|html|sql|md)$/.test(file) || /[\\/](\.ci[\\/]run|\.env\.example)$/.test(file));
  const texts = new Map(everyFile.filter(cited).map((file) => [file, readFileSync(file, 'utf8')]));
  const present = new Set(everyFile.map((file) => path.basename(file)));
  // Files the code itself writes (a report named in a string it saves to) are outputs, not documents to open.
  const written = new Set(
    [...texts.entries()]
      .filter(([file]) => /\.tsx?$/.test(file))
      .flatMap(([, text]) => [...text.matchAll(/['"`][^'"`\n]*?([\w.-]+\.md)['"`]/g)].map((m) => m[1] ?? '')),
  );

  it('are documents the repository holds', () => {
    const missing = [...texts.entries()].flatMap(([file, text]) =>
      [...text.matchAll(/[\w.-]+\.md\b/g)]
        .map((m) => m[0])
        .filter((name) => !present.has(name) && !written.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
