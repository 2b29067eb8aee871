import { useState, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE } from '@dating/contract';
import { type Session } from '@dating/web';
import { validateEmail, validatePassword } from '@dating/contract/validation';
import { signIn } from './signIn';

export function HarnessSignIn({
  title,
  onSignedIn,
}: {
  title: string;
  onSignedIn: (session: Session) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateEmail(email) ?? validatePassword(password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn({ email: email.trim(), password, language: DEFAULT_LANGUAGE }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <main className="dating-harness-sign-in" style={{ padding: '1rem' }}>
      <h1>{title}</h1>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        style={{ display: 'grid', gap: '0.75rem', maxWidth: '20rem' }}
      >
        <label>
          E-mail
          <input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
