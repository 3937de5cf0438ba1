import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { signInSchema, type SignInValues } from '../auth-schemas.ts';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';

type FieldName = keyof SignInValues;

// The one form a signed-out visitor sees first on a gated page, so it keeps its own state instead of
// react-hook-form (15 kB gz that a first visit would download): the same rules (signInSchema), a field's
// message once it has been left (react-hook-form's onTouched), submit as canSubmit says
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
    const parsed = signInSchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
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

/** The first message per field, as the zod resolver gives react-hook-form. */
function fieldErrors(values: SignInValues): Partial<Record<FieldName, string>> {
  const result = signInSchema.safeParse(values);
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0] as FieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}
