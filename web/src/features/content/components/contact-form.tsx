import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactMessageBodySchema, type ContactMessageBody } from '#contracts/schemas/contact.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError, apiErrorMessage, isErrorCode } from '#web/lib/api/api-error.ts';
import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import styles from './contact-form.module.css';

export function ContactForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm<ContactMessageBody>({
    resolver: zodResolver(ContactMessageBodySchema),
    defaultValues: { name: '', email: '', message: '' },
    mode: 'onTouched',
  });
  // Read every flag up front: the form state is a proxy that only tracks what a render reads.
  const { errors, isSubmitting, isValid, isDirty } = formState;

  const submit = async (body: ContactMessageBody) => {
    setFailure(undefined);
    try {
      await sendContactMessage(body);
      publishAnalyticsEvent('Fill out contact us form');
      reset();
      setSent(true);
    } catch (error) {
      // Over the day's limit for this sender (docs/security.md#bounded-records): the server's words say when to try again.
      if (isErrorCode(error, 'too_many_messages')) setFailure(error.message);
      else
        setFailure(
          error instanceof ApiError
            ? apiErrorMessage(error, 'Sorry something went wrong! Please try again later.')
            : 'A network error has occurred.',
        );
    }
  };

  if (sent) {
    return (
      <div className={styles.sent} role="status">
        <h2>Thanks, we got your message.</h2>
        <p>We answer within two working days, by e-mail.</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: keyof ContactMessageBody) => ({
    id: `${id}-${name}`,
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });
  const label = (name: keyof ContactMessageBody, text: string) => (
    <label className={styles.label} htmlFor={`${id}-${name}`}>
      <span>{text}</span>
      <span className={styles.requirement}>Required</span>
    </label>
  );
  const error = (name: keyof ContactMessageBody) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label="Contact us">
      <div className={styles.row}>
        <div className={styles.field}>
          {label('name', 'Name')}
          <input type="text" autoComplete="name" {...field('name')} />
          {error('name')}
        </div>
        <div className={styles.field}>
          {label('email', 'Email')}
          <input type="email" autoComplete="email" {...field('email')} />
          {error('email')}
        </div>
      </div>
      <div className={styles.field}>
        {label('message', 'Message')}
        <textarea rows={7} {...field('message')} />
        {error('message')}
      </div>
      <ValidationMessage>{failure}</ValidationMessage>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty || isSubmitting}>
          Send message
        </Button>
      </div>
    </form>
  );
}
