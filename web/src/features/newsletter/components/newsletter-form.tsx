import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewsletterFormSchema, type NewsletterFormValues } from '#contracts/schemas/marketing.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { signUpForNewsletter, type NewsletterResult, type NewsletterSource } from '../api/sign-up-for-newsletter.ts';
import fieldStyles from '#web/components/ui/field/raised-field.module.css';
import styles from './newsletter.module.css';

export type NewsletterFormProps = { source: NewsletterSource; onDone: (result: NewsletterResult) => void; autoFocus?: boolean };

/** The e-mail form of the newsletter page (newsletter and beta) and pop-up (docs/validation.md#email: a valid e-mail is required). */
export function NewsletterForm({ source, onDone, autoFocus }: NewsletterFormProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm<NewsletterFormValues>({
    resolver: zodResolver(NewsletterFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  // Read every flag up front: the form state is a proxy that only tracks what a render reads.
  const { isValid, isDirty, errors } = formState;
  const error = errors.email?.message;

  const submit = async ({ email }: NewsletterFormValues) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await signUpForNewsletter(email, source);
      reset();
      onDone(result);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={source === 'Beta' ? 'Beta sign-up' : 'Newsletter sign-up'}
    >
      <div className={`${fieldStyles.field} ${styles.field}`}>
        <label className={fieldStyles.label} htmlFor={`${id}-email`}>
          <span>Email</span>
          <span className={fieldStyles.requirement}>Required</span>
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus={autoFocus}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('email')}
        />
        {error && (
          <p id={`${id}-error`} className={fieldStyles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <Button type="submit" loading={busy} disabled={!isValid || !isDirty || busy}>
        {source === 'Beta' ? 'Join the beta' : 'Sign up'}
      </Button>
      <div className={styles.formError}>
        <ValidationMessage>{failure}</ValidationMessage>
      </div>
    </form>
  );
}
