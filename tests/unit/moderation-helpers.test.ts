// Pure helpers of the dashboard and the admin area: Ghana Card numbers, story
// references pasted by admins, and what an edit of a story changes.
import { describe, expect, it } from 'vitest';
import { storyRef } from '../../src/features/admin/story-ref';
import { changesOf, checkStory, lockedFields, valuesOf } from '../../src/features/dashboard/story-form';
import { maskGhanaCard, normaliseGhanaCard } from '../../contract/rules/ghana-card';
import type { StoryPage } from '../../contract/api/campaigns';

describe('Ghana Card numbers', () => {
  it.each([
    ['GHA-123456789-0', 'GHA-123456789-0'],
    ['gha-123456789-0', 'GHA-123456789-0'],
    ['GHA1234567890', 'GHA-123456789-0'],
    [' gha 123456789 0 ', 'GHA-123456789-0'],
    ['GHA-123.456.789-0', 'GHA-123456789-0'],
  ])('tidies %j', (typed, printed) => expect(normaliseGhanaCard(typed)).toBe(printed));

  it.each(['', 'GHA-12345678-0', 'GHA-1234567890-0', 'GHB-123456789-0', '123456789-0', 'GHA-12345678X-0'])('refuses %j', (typed) =>
    expect(normaliseGhanaCard(typed)).toBeNull(),
  );

  it('masks all but the last digits', () => expect(maskGhanaCard('GHA-712345678-9')).toBe('GHA-•••••5678-9'));
});

describe('story references', () => {
  it.each([
    ['https://nnoboa.example/campaigns/roof-for-aflao-1a2b3c', 'roof-for-aflao-1a2b3c'],
    ['https://nnoboa.example/campaigns/roof-for-aflao-1a2b3c/?utm=wa#donors', 'roof-for-aflao-1a2b3c'],
    ['/campaigns/roof-for-aflao-1a2b3c', 'roof-for-aflao-1a2b3c'],
    ['  roof-for-aflao-1a2b3c ', 'roof-for-aflao-1a2b3c'],
    ['6f1c7a52-4b7e-4c2a-9d7e-0a1b2c3d4e5f', '6f1c7a52-4b7e-4c2a-9d7e-0a1b2c3d4e5f'],
  ])('reads %j', (pasted, ref) => expect(storyRef(pasted)).toBe(ref));
});

describe('editing a story', () => {
  const story = {
    id: 's1',
    title: 'Roof for the Aflao community clinic',
    summary: 'The rains come through the roof of the only clinic in town.',
    story: 'x'.repeat(300),
    category: 'medical',
    region: 'Volta',
    beneficiary: 'Aflao clinic',
    goal: 2_500_050,
    raised: 100_000,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    status: 'active',
  } as unknown as StoryPage;

  it('sends only what changed, money in pesewas', () => {
    const values = valuesOf(story);
    expect(values.goal).toBe('25,000.50');
    expect(changesOf(values, story)).toEqual({});
    expect(changesOf({ ...values, summary: `  ${values.summary} Please help. `, goal: '30 000' }, story)).toEqual({
      summary: `${story.summary} Please help.`,
      goal: 3_000_000,
    });
  });

  it('lets an owner say who they are to the beneficiary where the story does not say yet, even after donations', () => {
    const values = valuesOf(story);
    expect(values.relationship).toBe('');
    expect(changesOf({ ...values, relationship: 'family' }, story)).toEqual({ relationship: 'family' });
    expect(lockedFields(story)).not.toContain('relationship');
    expect(lockedFields({ ...story, relationship: 'friend' })).toContain('relationship');
    expect(lockedFields({ ...story, raised: 0 })).toEqual([]);
  });

  it('guides on each field before the server has its say', () => {
    const values = valuesOf(story);
    expect(checkStory(values, story)).toEqual({});
    expect(Object.keys(checkStory({ ...values, title: 'Short', goal: '500', deadline: '2020-01-01' }, story)).sort()).toEqual([
      'deadline',
      'goal',
      'title',
    ]);
    expect(checkStory({ ...values, goal: '600' }, story).goal?.key).toBe('dashboard.edit.goalBelowRaised');
    expect(checkStory({ ...values, goal: 'lots' }, story).goal?.key).toBe('create.error.amount');
  });
});
