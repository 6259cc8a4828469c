/**
 * The plans PostgreSQL ran for each read, from its log (auto_explain with
 * ANALYZE and BUFFERS, every statement): the log's new lines while one
 * request runs are that request's statements.
 */
import { open, stat } from 'node:fs/promises';

export interface Plan {
  ms: number;
  query: string;
  plan: string;
}

async function readFrom(file: string, offset: number): Promise<string> {
  const size = (await stat(file)).size;
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** auto_explain entries of a stretch of log, longest first. */
export function plansIn(log: string): Plan[] {
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const plans: Plan[] = [];
  for (const entry of entries) {
    const match = /LOG:\s+duration: ([\d.]+) ms\s+plan:\n([\s\S]*)$/.exec(entry);
    if (!match) continue;
    const lines = match[2]!.replace(/^\t/gm, '').split('\n');
    const first = lines.findIndex((line) => /\(cost=\d/.test(line));
    const head = first < 0 ? lines : lines.slice(0, first);
    const query = head
      .join('\n')
      .replace(/^Query Text: /, '')
      .trim();
    plans.push({ ms: Number(match[1]), query, plan: first < 0 ? '' : lines.slice(first).join('\n').trim() });
  }
  return plans.sort((a, b) => b.ms - a.ms);
}

/**
 * Runs an action twice (the first warms up) and answers the plans logged
 * during the second; `settleMs` between them lets a cached answer expire.
 */
export async function capturePlans(logFile: string, action: () => Promise<void>, settleMs = 300): Promise<Plan[]> {
  await action();
  await new Promise((r) => setTimeout(r, settleMs));
  const offset = (await stat(logFile)).size;
  await action();
  await new Promise((r) => setTimeout(r, 500));
  return plansIn(await readFrom(logFile, offset));
}

/** The plans as Markdown: per read, each statement it ran (longest first) with its plan; `level` is the title's heading level. */
export function plansMarkdown(title: string, byRead: ReadonlyArray<{ name: string; request: string; plans: Plan[] }>, level = 1): string {
  const parts = [`${'#'.repeat(level)} ${title}`, ''];
  for (const { name, request, plans } of byRead) {
    parts.push(`${'#'.repeat(level + 1)} ${name}`, '', `\`${request.replace(/[0-9a-f-]{36}/g, '<id>')}\``, '');
    if (plans.length === 0) parts.push('No statement was logged (answered without the database).', '');
    for (const plan of plans) {
      parts.push(`${'#'.repeat(level + 2)} ${plan.ms.toFixed(3)} ms`, '', '```sql', plan.query, '```', '', '```', plan.plan, '```', '');
    }
  }
  return parts.join('\n');
}
