import { useState } from 'react';
import { hasGroups } from '#contracts/groups.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { apiErrorMessage } from '#web/lib/api/api-error.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { useContactMessages } from '../api/list-contact-messages.ts';
import { useMarkContactMessage } from '../api/mark-contact-message.ts';
import styles from './contact-inbox.module.css';

/**
 * Contact-form messages for Admins on /internal, newest first, a page at a time (every message is kept): read them and
 * mark them handled. Renders nothing for others.
 */
export function ContactInbox() {
  const { user } = useAuth();
  if (!user || !hasGroups(user.groups, ['Admin'])) return null;
  return <Inbox />;
}

function Inbox() {
  const markMessage = useMarkContactMessage();
  const [showHandled, setShowHandled] = useState(false);
  const [error, setError] = useState<string>();
  const inbox = useContactMessages(showHandled ? 'all' : 'waiting');
  const messages = inbox.data?.pages.flatMap((page) => page.messages) ?? [];

  const mark = async (messageId: string, handled: boolean) => {
    setError(undefined);
    try {
      await markMessage.mutateAsync({ messageId, handled });
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Sorry something went wrong! Please try again later.'));
    }
  };

  return (
    <section className={styles.inbox} aria-labelledby="contact-inbox">
      <h2 id="contact-inbox">Contact messages</h2>
      <label className={styles.toggle}>
        <input type="checkbox" checked={showHandled} onChange={(e) => setShowHandled(e.target.checked)} /> Show handled messages
      </label>
      <ValidationMessage>{error}</ValidationMessage>
      {inbox.isPending && <p>Loading…</p>}
      {inbox.isError && <ValidationMessage>{apiErrorMessage(inbox.error, 'The messages could not be loaded.')}</ValidationMessage>}
      {inbox.data && messages.length === 0 && !inbox.hasNextPage && <p>{showHandled ? 'No messages yet.' : 'No messages waiting.'}</p>}
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.message_id} className={`${styles.message} ${message.handled ? styles.handled : ''}`}>
            <div className={styles.from}>
              <span>
                <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
              </span>
              <time dateTime={message.created_at}>{new Date(message.created_at).toLocaleString()}</time>
            </div>
            <p className={styles.body}>{message.message}</p>
            {message.handled ? (
              <Button variant="secondary" onClick={() => void mark(message.message_id, false)}>
                Mark unhandled
              </Button>
            ) : (
              <Button onClick={() => void mark(message.message_id, true)}>Mark handled</Button>
            )}
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <Button variant="secondary" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          Show older messages
        </Button>
      )}
    </section>
  );
}
