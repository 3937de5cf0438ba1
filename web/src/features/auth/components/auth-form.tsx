import { confirmSignUp, signIn, signUp } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button/button.tsx';
import { ValidationMessage } from '../../../components/ui/validation-message/validation-message.tsx';
import { paths } from '../../../config/paths.ts';
import { loadUser } from '../auth-store.ts';
import { authErrorMessage, passkeyErrorMessage } from '../auth-errors.ts';
import styles from './auth-form.module.css';

type Mode = 'signIn' | 'passkey' | 'signUp' | 'confirm';

// The minimal auth screen: sign in, create an account, confirm the e-mailed
// code. (Passkeys, MFA and password reset come with the accounts work.)
export function AuthForm({ initialMode = 'signIn' }: { initialMode?: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', code: '' });
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function passwordSignIn() {
    const result = await signIn({ username: form.email, password: form.password, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD' } });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return setMode('confirm');
    if (result.nextStep.signInStep !== 'DONE') throw Object.assign(new Error(result.nextStep.signInStep), { name: 'UnsupportedStep' });
    await loadUser();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setLoading(true);
    try {
      if (mode === 'signIn') await passwordSignIn();
      if (mode === 'passkey') {
        const result = await signIn({ username: form.email, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } });
        if (result.nextStep.signInStep !== 'DONE') throw Object.assign(new Error(result.nextStep.signInStep), { name: 'UnsupportedStep' });
        await loadUser();
      }
      if (mode === 'signUp') {
        await signUp({
          username: form.email,
          password: form.password,
          options: { userAttributes: { email: form.email, given_name: form.firstName, family_name: form.lastName } },
        });
        setMode('confirm');
      }
      if (mode === 'confirm') {
        await confirmSignUp({ username: form.email, confirmationCode: form.code.trim() });
        await passwordSignIn();
      }
    } catch (e) {
      if ((e as Error).name === 'UserNotConfirmedException') setMode('confirm');
      else setError(mode === 'passkey' ? passkeyErrorMessage(e) : authErrorMessage(e));
    } finally {
      setLoading(false);
    }
  }

  const title = { signIn: 'Log in', passkey: 'Passkey sign in', signUp: 'Sign Up', confirm: 'Confirm your email address' }[mode];
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <h2 id="auth-title">{title}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {mode === 'signUp' && (
          <div className={styles.row}>
            <label className={styles.field}>
              First Name
              <input {...field('firstName')} autoComplete="given-name" required />
            </label>
            <label className={styles.field}>
              Last Name
              <input {...field('lastName')} autoComplete="family-name" required />
            </label>
          </div>
        )}
        {mode !== 'confirm' && (
          <>
            <label className={styles.field}>
              Email
              <input {...field('email')} type="email" autoComplete="email" required />
            </label>
            {mode !== 'passkey' && (
              <label className={styles.field}>
                Password
                <input {...field('password')} type="password" autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'} required />
              </label>
            )}
          </>
        )}
        {mode === 'confirm' && (
          <>
            <p className={styles.hint}>Check email for confirmation code.</p>
            <label className={styles.field}>
              Confirmation code
              <input {...field('code')} inputMode="numeric" autoComplete="one-time-code" required />
            </label>
          </>
        )}
        <ValidationMessage>{error}</ValidationMessage>
        <Button type="submit" loading={loading}>
          {{ signIn: 'Log in', passkey: 'Sign in with passkey', signUp: 'Create account', confirm: 'Confirm' }[mode]}
        </Button>
      </form>
      <div className={styles.links}>
        {mode === 'signIn' && (
          <>
            <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
            <button type="button" className={styles.linkButton} onClick={() => setMode('signUp')}>
              Create account
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setMode('passkey')}>
              Use passkey
            </button>
          </>
        )}
        {mode === 'passkey' && (
          <button type="button" className={styles.linkButton} onClick={() => setMode('signIn')}>
            Use password
          </button>
        )}
        {mode === 'signUp' && (
          <>
            <button type="button" className={styles.linkButton} onClick={() => setMode('signIn')}>
              Already have an account?
            </button>
            <Link to={paths.privacy.getHref()}>Privacy</Link>
          </>
        )}
      </div>
    </section>
  );
}
