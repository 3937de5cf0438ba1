import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CreatePostBodySchema, type Post } from '#contracts/schemas/posts.ts';
import '#contracts/zod-locale.ts';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { useStaffPosts } from '../api/list-posts.ts';
import { useSavePost } from '../api/save-post.ts';
import { renderMarkdown } from '../render-markdown.ts';
import { MarkdownHelp } from './markdown-help.tsx';
import { PostList } from './post-list.tsx';
import articleStyles from './blog.module.css';
import styles from './posts-editor.module.css';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';

type Draft = { slug: string; title: string; markdown: string };
const EMPTY: Draft = { slug: '', title: '', markdown: '' };

export function PostsEditorPage() {
  return (
    <PageLayout title="Posts" documentTitle="Posts · Internal">
      <p>
        <StaffToolsLink /> · <Link to={paths.internal.postsFileUpload.getHref()}>Upload an image</Link>
      </p>
      <PostsEditor />
    </PageLayout>
  );
}

function PostsEditor() {
  const savePost = useSavePost();
  const { data, isPending } = useStaffPosts();
  const [selected, setSelected] = useState<Post | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const html = useMemo(() => (preview ? renderMarkdown(draft.markdown) : ''), [preview, draft.markdown]);

  const open = (post: Post | null) => {
    setSelected(post);
    setDraft(post ? { slug: post.slug, title: post.title, markdown: post.markdown } : EMPTY);
    setError(undefined);
    setNotice(undefined);
    setPreview(false);
  };

  const run = async (action: () => Promise<Post>, done: string) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const post = await action();
      setSelected(post);
      setDraft({ slug: post.slug, title: post.title, markdown: post.markdown });
      setNotice(done);
    } catch (error) {
      const body = (error as { body?: { fields?: Record<string, string[]> } }).body;
      setError(body?.fields?.slug?.[0] ?? 'Could not update markdown.');
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (selected)
      return run(() => savePost.mutateAsync({ slug: selected.slug, change: { title: draft.title, markdown: draft.markdown } }), 'Saved.');
    const parsed = CreatePostBodySchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Could not update markdown.');
      return;
    }
    return run(() => savePost.mutateAsync({ create: parsed.data }), 'Draft created.');
  };

  const setPublished = (published: boolean) =>
    selected &&
    run(
      () => savePost.mutateAsync({ slug: selected.slug, change: { title: draft.title, markdown: draft.markdown, published } }),
      published ? 'Published.' : 'Unpublished.',
    );

  return (
    <div className={styles.layout}>
      <PostList posts={data?.posts} loading={isPending} selected={selected} onOpen={open} />
      <form
        className={styles.form}
        aria-label="Post"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={styles.field}>
          <label htmlFor="post-title">Title</label>
          <input id="post-title" value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        </div>
        <div className={styles.field}>
          <label htmlFor="post-slug">Slug (the address: /blog/&lt;slug&gt;)</label>
          <input
            id="post-slug"
            value={draft.slug}
            disabled={selected !== null}
            onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button variant={preview ? 'secondary' : 'primary'} onClick={() => setPreview(false)}>
            Write
          </Button>
          <Button variant={preview ? 'primary' : 'secondary'} onClick={() => setPreview(true)}>
            Preview
          </Button>
          <MarkdownHelp />
        </div>
        {preview ? (
          <div
            className={`${styles.preview} ${articleStyles.article}`}
            data-testid="post-preview"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <div className={styles.field}>
            <label htmlFor="post-markdown">Markdown</label>
            <textarea
              id="post-markdown"
              value={draft.markdown}
              onChange={(event) => setDraft({ ...draft, markdown: event.target.value })}
            />
          </div>
        )}
        <ValidationMessage>{error}</ValidationMessage>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {selected ? 'Save' : 'Create draft'}
          </Button>
          {selected && !selected.published && (
            <Button variant="secondary" disabled={busy} onClick={() => void setPublished(true)}>
              Publish
            </Button>
          )}
          {selected?.published && (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirmUnpublish(true)}>
                Unpublish
              </Button>
              <Link to={paths.blogPost.getHref(selected.slug)}>View post</Link>
            </>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmUnpublish}
        title="Unpublish this post?"
        confirmText="Unpublish"
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => {
          setConfirmUnpublish(false);
          void setPublished(false);
        }}
      >
        <p>It disappears from the blog until you publish it again.</p>
      </ConfirmDialog>
    </div>
  );
}
