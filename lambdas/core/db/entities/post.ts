import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A blog post, keyed by its slug. byCreated lists every post for staff; the
// public list filters the published ones (a blog is hundreds of posts, not millions).
export const PostEntity = new Entity({
  model: { service: 'copperline', entity: 'post', version: '1' },
  attributes: {
    slug: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    markdown: { type: 'string', required: true, default: '' },
    published: { type: 'boolean', required: true, default: false },
    publishedAt: { type: 'string' },
    author: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    bySlug: {
      pk: { field: t.partitionKey, composite: ['slug'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
  },
});
