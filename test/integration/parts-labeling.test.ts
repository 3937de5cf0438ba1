import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Category, LabeledCharacter, Parameter, Part } from '#contracts/parts.ts';
import type { LabelingPartsResponse } from '#contracts/schemas/labeling.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';
import { stackEnv } from '../support/stack-env.ts';

// The character labeler's routes over the demo catalogue: the Parameter set,
// the parts of a category (unlabelled first, a page at a time) and saving
// labels, which refuses to overwrite labels someone else saved meanwhile.

let engineer: TestIdentity;
let customer: TestIdentity;
let blogger: TestIdentity;
let category: Category;

function labelsFor(valueText: string, parameterOf: (character: string) => string = () => 'none'): LabeledCharacter[] {
  return [...valueText].map((character) => {
    const parameter_id = parameterOf(character);
    return { character, noop: parameter_id === 'none', parameter_id };
  });
}

const digitsAreValues = (c: string) => (/[0-9.kKΩ]/.test(c) ? 'resistance' : 'none');

async function page(cursor?: string): Promise<LabelingPartsResponse> {
  const query = new URLSearchParams({ category_id: category.id, ...(cursor ? { cursor } : {}) });
  const res = await api('GET', `/api/labeling/parts?${query}`, { token: engineer.idToken });
  expect(res.status).toBe(200);
  return res.json as unknown as LabelingPartsResponse;
}

const save = (token: string, partId: string, labels: LabeledCharacter[], previous: LabeledCharacter[]) =>
  api('PUT', `/api/labeling/parts/${partId}/labels`, {
    token,
    body: { labeled_value_text: labels, previous_labeled_value_text: previous },
  });

beforeAll(async () => {
  [engineer, customer, blogger] = await Promise.all([
    newCustomer('label-eng', ['Engineer']),
    newCustomer('label-cust'),
    newCustomer('label-blog', ['Blogger']),
  ]);
  const categories = (await api('GET', '/api/part-categories', { token: engineer.idToken })).json.categories as Category[];
  // A category with more than one page of parts, so paging is exercised.
  const counts = await api('PUT', '/api/parts/search', {
    body: { search_terms: '', category_ids: [], filters: {}, page: 1, in_stock_only: false },
  });
  const big = (counts.json.categories as { id: string; count: number; parent_id: string | null }[])
    .filter((c) => c.parent_id !== null && c.count > 30)
    .sort((a, b) => a.count - b.count)[0]!;
  category = categories.find((c) => c.id === big.id)!;
}, 60_000);

describe('GET /api/part-parameters', () => {
  it('lists the Parameter set with the placeholder "none" first', async () => {
    const res = await api('GET', '/api/part-parameters', { token: engineer.idToken });
    expect(res.status).toBe(200);
    const parameters = res.json.parameters as Parameter[];
    expect(parameters[0]).toEqual({
      id: 'none',
      name: 'None',
      short_name: 'none',
      unit: '',
      short_unit: '',
      used_for_component_matching: false,
    });
    expect(parameters.map((p) => p.id)).toEqual(
      expect.arrayContaining(['resistance', 'capacitance', 'voltage_rating', 'tolerance', 'package']),
    );
    expect(new Set(parameters.map((p) => p.id)).size).toBe(parameters.length);
  });
});

describe('GET /api/labeling/parts and PUT /api/labeling/parts/{partId}/labels', () => {
  it('pages through the category without repeats, 25 at a time, parts with a value text only', async () => {
    const first = await page();
    expect(first.parts).toHaveLength(25);
    expect(first.next_cursor).not.toBeNull();
    const second = await page(first.next_cursor!);
    const ids = new Set(first.parts.map((p) => p.id));
    expect(second.parts.some((p) => ids.has(p.id))).toBe(false);
    for (const part of [...first.parts, ...second.parts]) {
      expect(part.category_id).toBe(category.id);
      expect(part.value_text).not.toBe('');
    }
  });

  it('saves labels, marks the part labelled and lists it after the unlabelled ones', async () => {
    const part = (await page()).parts[0]!;
    expect(part.labeled).toBe(false);
    const labels = labelsFor(part.value_text, digitsAreValues);
    const res = await save(engineer.idToken, part.id, labels, []);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: part.id, labeled: true, labeled_value_text: labels });
    expect((await api('GET', `/api/parts/${part.id}`)).json).toMatchObject({ labeled: true, labeled_value_text: labels });

    const listed: Part[] = [];
    for (let cursor: string | undefined; ;) {
      const p = await page(cursor);
      listed.push(...p.parts);
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    const position = listed.findIndex((p) => p.id === part.id);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(listed.slice(0, position).every((p) => !p.labeled)).toBe(true);
    expect(listed.slice(position).every((p) => p.labeled)).toBe(true);
    expect(new Set(listed.map((p) => p.id)).size).toBe(listed.length);
  });

  it('refuses a save based on labels someone changed meanwhile (409) and keeps theirs', async () => {
    const part = (await page()).parts[0]!;
    const mine = labelsFor(part.value_text, digitsAreValues);
    const theirs = labelsFor(part.value_text);
    expect((await save(engineer.idToken, part.id, theirs, [])).status).toBe(200);
    const stale = await save(engineer.idToken, part.id, mine, []);
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('labels_changed');
    expect((await api('GET', `/api/parts/${part.id}`)).json.labeled_value_text).toEqual(theirs);
    // Starting from what is stored now, the save goes through.
    expect((await save(engineer.idToken, part.id, mine, theirs)).status).toBe(200);
  });

  it('lets exactly one of several simultaneous saves from the same start win', async () => {
    const part = (await page()).parts[0]!;
    const attempts = ['none', 'resistance', 'tolerance', 'package'].map((id) => labelsFor(part.value_text, () => id));
    const results = await Promise.all(attempts.map((labels) => save(engineer.idToken, part.id, labels, [])));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = attempts[results.findIndex((r) => r.status === 200)];
    expect((await api('GET', `/api/parts/${part.id}`)).json.labeled_value_text).toEqual(winner);
  });

  it('answers 400 for labels that do not spell the value text, unknown parameters, a wrong noop flag or a foreign cursor', async () => {
    const part = (await page()).parts[0]!;
    const wrongText = labelsFor(`${part.value_text}x`);
    expect((await save(engineer.idToken, part.id, wrongText, [])).json.code).toBe('labels_do_not_match');
    const unknown = labelsFor(part.value_text, () => 'no_such_parameter');
    const res = await save(engineer.idToken, part.id, unknown, []);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('unknown_parameter');
    const badNoop = labelsFor(part.value_text).map((l) => ({ ...l, noop: false }));
    expect((await save(engineer.idToken, part.id, badNoop, [])).status).toBe(400);
    expect(
      (await api('GET', `/api/labeling/parts?category_id=${category.id}&cursor=bm90LW91cnM`, { token: engineer.idToken })).status,
    ).toBe(400);
    expect((await api('GET', '/api/labeling/parts', { token: engineer.idToken })).status).toBe(400);
    expect((await save(engineer.idToken, 'Z'.repeat(24), [], [])).status).toBe(404);
  });

  it('is closed to customers and Bloggers (403) and anonymous callers (401)', async () => {
    const part = (await page()).parts[0]!;
    for (const token of [customer.idToken, blogger.idToken]) {
      expect((await api('GET', `/api/labeling/parts?category_id=${category.id}`, { token })).status).toBe(403);
      expect((await api('GET', '/api/part-parameters', { token })).status).toBe(403);
      expect((await save(token, part.id, labelsFor(part.value_text), [])).status).toBe(403);
    }
    expect((await api('GET', `/api/labeling/parts?category_id=${category.id}`)).status).toBe(401);
    expect((await api('PUT', `/api/labeling/parts/${part.id}/labels`, { body: {} })).status).toBe(401);
  });
});

describe('listing a category a bounded read at a time', () => {
  it('lists, over calls that each read at most their budget, exactly what one unbounded read lists', async () => {
    Object.assign(process.env, stackEnv(inject('stack')));
    const { listCategoryPartsByLabelState } = await import('#lambdas/core/db/part-labels.ts');
    type Budget = Parameters<typeof listCategoryPartsByLabelState>[4];
    const listAll = async (labeled: boolean, budget: Budget) => {
      const ids: string[] = [];
      const perCall: number[] = [];
      let cursor: string | null = null;
      do {
        const page = await listCategoryPartsByLabelState(category.id, labeled, cursor, 25, budget);
        ids.push(...page.parts.map((p) => p.id));
        perCall.push(page.parts.length);
        cursor = page.cursor;
      } while (cursor);
      return { ids, perCall };
    };
    for (const labeled of [false, true]) {
      const whole = await listAll(labeled, { pageItems: 100_000, pages: 100 });
      expect(whole.ids.length).toBeGreaterThan(0);
      // Two reads of 7 items: at most 14 parts a call, and calls that stop short of 25 with a cursor.
      const small = await listAll(labeled, { pageItems: 7, pages: 2 });
      expect(small.ids).toEqual(whole.ids);
      expect(Math.max(...small.perCall)).toBeLessThanOrEqual(14);
      // Reads of 40 hold more than a call wants: it keeps 25 and the next call starts after the last one kept.
      const big = await listAll(labeled, { pageItems: 40, pages: 3 });
      expect(big.ids).toEqual(whole.ids);
      if (whole.ids.length > 25) expect(big.perCall[0]).toBe(25);
    }
  });
});
