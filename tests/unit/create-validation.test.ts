import { describe, expect, it } from 'vitest';
import { addDays, checkStep, createFieldIds, firstStepToFix } from '../../src/features/create/validation';
import { emptyFields } from '../../src/lib/offline/drafts';

const good = {
  ...emptyFields,
  title: 'Books for the Bolga library',
  category: 'education',
  region: 'Upper East',
  beneficiary: 'Bolgatanga community library',
  relationship: 'community',
  summary: 'Two thousand books for children in Bolgatanga.',
  story: 'x'.repeat(250),
  goal: '1,500',
  deadline: addDays(30),
};

describe('launch-a-story guidance', () => {
  it('passes a complete story', () => {
    expect(checkStep('review', good, true)).toEqual({});
  });

  it('names what each step still needs', () => {
    expect(Object.keys(checkStep('basics', { ...good, title: 'Books', category: 'weddings' }, true))).toEqual(['title', 'category']);
    expect(checkStep('basics', { ...good, relationship: '' }, true).relationship?.key).toBe('create.error.choose');
    expect(checkStep('basics', { ...good, relationship: 'cousin' }, true).relationship?.key).toBe('create.error.choose');
    expect(checkStep('story', { ...good, story: 'Too short' }, true).story?.key).toBe('create.error.tooShort');
    expect(checkStep('goal', { ...good, goal: '50' }, true).goal?.key).toBe('create.error.goalRange');
    expect(checkStep('goal', { ...good, goal: '1.234' }, true).goal?.key).toBe('create.error.amount');
    expect(checkStep('goal', { ...good, deadline: addDays(3) }, true).deadline?.key).toBe('create.error.deadlineRange');
    expect(checkStep('photos', good, false).cover?.key).toBe('create.error.cover');
  });

  it('sends a review with something to fix back to the first step that has it', () => {
    expect(firstStepToFix(good, true)).toBe(-1);
    expect(firstStepToFix({ ...good, goal: '' }, false)).toBe(2);
    expect(firstStepToFix({ ...good, summary: '' }, true)).toBe(1);
    expect(firstStepToFix(good, false)).toBe(3);
  });

  it('links every problem to a control of its step', () => {
    const fields = Object.keys(checkStep('review', { ...emptyFields, deadline: '' }, false));
    expect(fields.sort()).toEqual(Object.keys(createFieldIds).sort());
  });
});
