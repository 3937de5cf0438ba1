import { useState } from 'react';
import { hasGroups } from '#contracts/groups.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { useContactMessages } from '../api/list-contact-messages.ts';
import { useMarkContactMessage } from '../api/mark-contact-message.ts';
import styles from './contact-inbox.module.css';

/** Contact-form messages for Admins on /internal: read them and mark them handled. Renders nothing for others. */
export function ContactInbox() {
  const { user } = useAuth();
  if (!user || !hasGroups(user.groups, ['Admin'])) return null;
  return <Inbox />;
}

function Inbox() {
  const markMessage = useMarkContactMessage();
  const [showHandled, setShowHandled] = useState(false);
  const [error, setError] = useState<string>();
  const { data, isPending } = useContactMessages();
  const messages = data?.messages.filter((m) => showHandled || !m.handled) ?? [];

  const mark = async (messageId: string, handled: boolean) => {
    setError(undefined);
    try {
      await markMessage.mutateAsync({ messageId, handled });
    } catch {
      setError('Sorry something went wrong! Please try again later.');
    }
  };

  return (
    <section className={styles.inbox} aria-labelledby="contact-inbox">
      <h2 id="contact-inbox">Contact messages</h2>
      <label className={styles.toggle}>
        <input type="checkbox" checked={showHandled} onChange={(e) => setShowHandled(e.target.checked)} /> Show handled messages
      </label>
      <ValidationMessage>{error}</ValidationMessage>
      {isPending && <p>Loading…</p>}
      {data && messages.length === 0 && <p>No messages waiting.</p>}
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
    </section>
  );
}
