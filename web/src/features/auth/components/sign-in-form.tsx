import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormSubmit } from '#web/components/ui/form/form-submit.tsx';
import type { SignInValues } from '../auth-schemas.ts';
import { emailRule, loginPasswordRule } from '../field-rules.ts';
import styles from '#web/components/ui/form/form.module.css';
import { TextField } from '#web/components/ui/field/field.tsx';
import type { EmailFormProps } from './email-form-props.ts';

type FieldName = keyof SignInValues;

// The one form a signed-out visitor sees first on a gated page, so it keeps its own state instead of
// react-hook-form and zod (40 kB gz that a first visit would download): the rules signInSchema is made
// of, a field's message once it has been left (react-hook-form's onTouched), submit as canSubmit says
// (docs/performance.md#code-splitting).
export function SignInForm({ email, onEmailChange, busy, onSubmit }: EmailFormProps<SignInValues>) {
  const [initial] = useState(() => ({ email, password: '' }));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const errors = fieldErrors(values);
  const isValid = Object.keys(errors).length === 0;
  const isDirty = values.email !== initial.email || values.password !== initial.password;

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (name === 'email') onEmailChange?.(event.target.value);
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  // On a prerendered page the form takes typing (or a password manager's filling) before its code has loaded
  // (docs/performance.md#the-sign-in-form-on-first-use): the fields then hold text this state has not seen. A field
  // with text that no longer has the focus has been left, as if its blur had been heard.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed = { email: inputValue(fields, 'email'), password: inputValue(fields, 'password') };
    if (typed.email === initial.email && typed.password === initial.password) return;
    setValues(typed);
    if (typed.email !== initial.email) onEmailChange?.(typed.email);
    const left = (name: FieldName) => typed[name] !== '' && document.activeElement !== fields.namedItem(name);
    setTouched({ email: left('email'), password: left('password') });
    // Once, for what came before the form's code: from then on its own handlers hear every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (isValid) onSubmit(values);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <FormSubmit busy={busy} state={{ isValid, isDirty }} prefilled={Boolean(email)}>
        Log in
      </FormSubmit>
    </form>
  );
}

function inputValue(fields: HTMLFormControlsCollection, name: FieldName): string {
  const field = fields.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
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
