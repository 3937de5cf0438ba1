import { beforeAll, describe, expect, it } from 'vitest';
import { api, newCustomer } from '../support/identities.ts';

let blogger: string;
let customer: string;

beforeAll(async () => {
  blogger = (await newCustomer('blogger', ['Blogger'])).idToken;
  customer = (await newCustomer('reader')).idToken;
}, 60_000);

const slug = (name: string) => `${name}-${Date.now().toString(36)}`;

describe('blog posts', () => {
  it('a Blogger drafts, publishes and unpublishes; visitors see only published posts, newest first', async () => {
    const first = slug('first');
    const second = slug('second');
    expect(
      (await api('PUT', '/api/internal/posts', { token: blogger, body: { slug: first, title: 'First', markdown: 'Hello **world**.' } }))
        .status,
    ).toBe(201);
    const created = await api('PUT', '/api/internal/posts', {
      token: blogger,
      body: { slug: second, title: 'Second', markdown: '# H\n\nSecond post body.' },
    });
    expect(created.json).toMatchObject({ slug: second, published: false, published_at: null, author: 'Test blogger' });

    expect((await api('GET', `/api/posts/${first}`)).status).toBe(404); // drafts are not public
    expect((await api('PUT', '/api/internal/posts', { token: blogger, body: { slug: first, title: 'Again', markdown: '' } })).status).toBe(
      409,
    );

    const published = await api('PUT', `/api/internal/posts/${first}`, { token: blogger, body: { published: true } });
    expect(published.json).toMatchObject({ published: true, published_at: expect.any(String) });
    await new Promise((r) => setTimeout(r, 5));
    await api('PUT', `/api/internal/posts/${second}`, { token: blogger, body: { published: true, title: 'Second, edited' } });

    const read = await api('GET', `/api/posts/${first}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ title: 'First', markdown: 'Hello **world**.' });

    const list = await api('GET', '/api/posts?page=1');
    const slugs = (list.json.posts as { slug: string }[]).map((p) => p.slug);
    expect(slugs.indexOf(second)).toBeLessThan(slugs.indexOf(first));
    expect((list.json.posts as { slug: string; excerpt: string }[]).find((p) => p.slug === second)).toMatchObject({
      title: 'Second, edited',
      excerpt: 'Second post body.',
    });
    expect(list.json).toMatchObject({ page: 1, page_size: 10 });

    await api('PUT', `/api/internal/posts/${first}`, { token: blogger, body: { published: false } });
    expect((await api('GET', `/api/posts/${first}`)).status).toBe(404);
    const staff = await api('GET', '/api/internal/posts', { token: blogger });
    expect((staff.json.posts as { slug: string; published: boolean }[]).find((p) => p.slug === first)).toMatchObject({ published: false });
  });

  it('pages the public list', async () => {
    const page = await api('GET', '/api/posts?page=999');
    expect(page.status).toBe(200);
    expect(page.json.posts).toEqual([]);
    expect((await api('GET', '/api/posts?page=0')).status).toBe(400);
  });

  it('keeps writing to staff and validates slugs', async () => {
    expect((await api('PUT', '/api/internal/posts', { token: customer, body: { slug: slug('x'), title: 'X', markdown: '' } })).status).toBe(
      403,
    );
    expect((await api('PUT', '/api/internal/posts', { body: { slug: slug('x'), title: 'X', markdown: '' } })).status).toBe(401);
    expect(
      (await api('PUT', '/api/internal/posts', { token: blogger, body: { slug: 'Not A Slug', title: 'X', markdown: '' } })).status,
    ).toBe(400);
  });

  it('signs image uploads under blog/ for allowed types and sizes only, and redirects readers to them', async () => {
    const ok = await api('POST', '/api/internal/posts/images', {
      token: blogger,
      body: { file_name: 'board.png', content_type: 'image/png', size: 1234 },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.key).toMatch(/^blog\/[0-9a-z]{24}\.png$/);
    const signed = new URL(ok.json.upload_url as string);
    expect(signed.pathname).toContain('/blog/');
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    const put = await fetch(ok.json.upload_url as string, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(1234),
    });
    expect(put.ok).toBe(true);
    const redirect = await api('GET', ok.json.image_url as string, { headers: {} });
    expect(redirect.status).toBe(200); // fetch follows the 302 to the presigned GET
    expect(
      (
        await api('POST', '/api/internal/posts/images', {
          token: blogger,
          body: { file_name: 'x.svg', content_type: 'image/svg+xml', size: 10 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/api/internal/posts/images', {
          token: blogger,
          body: { file_name: 'x.png', content_type: 'image/png', size: 6 * 1024 * 1024 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/api/internal/posts/images', {
          token: customer,
          body: { file_name: 'x.png', content_type: 'image/png', size: 10 },
        })
      ).status,
    ).toBe(403);
  });
});
