import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import type { SignInValues } from '../auth-schemas.ts';
import { emailRule, loginPasswordRule } from '../field-rules.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

type FieldName = keyof SignInValues;

// The one form a signed-out visitor sees first on a gated page, so it keeps its own state instead of
// react-hook-form and zod (40 kB gz that a first visit would download): the rules signInSchema is made
// of, a field's message once it has been left (react-hook-form's onTouched), submit as canSubmit says
// (docs/performance.md#code-splitting).
export function SignInForm({
  email,
  onEmailChange,
  busy,
  onSubmit,
}: {
  email: string;
  onEmailChange?: (email: string) => void;
  busy: boolean;
  onSubmit: (values: SignInValues) => void;
}) {
  const [initial] = useState(() => ({ email, password: '' }));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const errors = fieldErrors(values);
  const isValid = Object.keys(errors).length === 0;
  const isDirty = values.email !== initial.email || values.password !== initial.password;

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (name === 'email') onEmailChange?.(e.target.value);
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (isValid) onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button
        type="submit"
        className={styles.submit}
        loading={busy}
        disabled={!canSubmit({ isValid, isDirty, loading: busy, prefilled: Boolean(email) })}
      >
        Log in
      </Button>
    </form>
  );
}

/** Each field's message under the rules signInSchema is built from (auth-schemas.ts), without loading zod. */
function fieldErrors(values: SignInValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const email = emailRule(values.email);
  const password = loginPasswordRule(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
