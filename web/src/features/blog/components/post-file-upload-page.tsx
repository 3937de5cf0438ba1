import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '#contracts/schemas/posts.ts';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { uploadPostImage } from '../api/upload-post-image.ts';
import styles from './posts-editor.module.css';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';

export function PostFileUploadPage() {
  return (
    <PageLayout title="Post file upload" documentTitle="Post file upload · Internal">
      <p>
        <StaffToolsLink /> · <Link to={paths.internal.posts.getHref()}>Posts</Link>
      </p>
      <ImageUpload />
    </PageLayout>
  );
}

/** Uploads an image straight to S3 (presigned PUT under blog/) and gives the markdown to paste into a post. */
function ImageUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [snippet, setSnippet] = useState<string>();

  const upload = async () => {
    if (!file) return;
    setError(undefined);
    setSnippet(undefined);
    if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError('Images must be PNG, JPEG, GIF or WebP.');
    if (file.size > BLOG_IMAGE_MAX_BYTES) return setError('Images must be 5 MB or smaller.');
    setBusy(true);
    try {
      const imageUrl = await uploadPostImage(file);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
      setSnippet(`![${alt}](${imageUrl})`);
    } catch {
      setError('Failed to save to s3.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="post-image">Image (PNG, JPEG, GIF or WebP, at most 5 MB)</label>
        <input id="post-image" type="file" accept={BLOG_IMAGE_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <div className={styles.actions}>
        <Button disabled={!file} loading={busy} onClick={() => void upload()}>
          Upload
        </Button>
      </div>
      <ValidationMessage>{error}</ValidationMessage>
      {snippet && (
        <div className={styles.field} role="status">
          <label htmlFor="image-markdown">Uploaded. Paste this into a post:</label>
          <input id="image-markdown" readOnly value={snippet} onFocus={(e) => e.target.select()} />
        </div>
      )}
    </div>
  );
}
