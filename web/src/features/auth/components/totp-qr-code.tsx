import { useQuery } from '@tanstack/react-query';
import styles from '#web/components/ui/form/form.module.css';
import { authKeys } from '../api/auth-keys.ts';

/** The otpauth:// set-up URI as a QR code, and the secret as text for typing in. */
export function TotpQrCode({ uri, secret }: { uri: string; secret: string }) {
  const qr = useQuery({
    queryKey: authKeys.totpQr(uri),
    // The encoder (8 kB gz) loads only when an authenticator is being set up.
    queryFn: async () => (await import('qrcode')).default.toDataURL(uri, { margin: 1, width: 192 }),
    staleTime: Infinity,
  });
  return (
    <div className={styles.choices}>
      <p className={styles.hint}>Scan this code with an authenticator app, or type the secret key into it.</p>
      {qr.data && <img className={styles.qr} src={qr.data} alt="QR code for your authenticator app" />}
      <p className={styles.hint}>Secret key</p>
      <code className={styles.secret} data-testid="totp-secret">
        {secret}
      </code>
    </div>
  );
}
