import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { revokeSession } from '#web/lib/session/session-api.ts';
import { passwordChangeMessages, type PasswordChangeCredentials } from '#web/features/password/index.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { logIn, type Credentials } from '#web/features/auth/api/auth-api.ts';
import { loginMessages } from '#web/features/auth/login-messages.ts';
import {
  decideLoginOutcome,
  describeLoginFailure,
  LoginDenied,
  type LoginOutcome,
} from '#web/features/auth/login-outcome.ts';

export type LoginFlow = {
  logIn: (credentials: Credentials) => void;
  isLoggingIn: boolean;
  /** The message of the last failed or denied login, as the spec words it. */
  failure: string | null;
  /** The temporary credentials of a first login (state PRI) while the password change is pending. */
  firstLogin: PasswordChangeCredentials | null;
  completeFirstLogin: (newPassword: string) => void;
  isCompletingFirstLogin: boolean;
  cancelFirstLogin: () => void;
};

type AdmittedOutcome = Exclude<LoginOutcome, { kind: 'denied' }>;

/** Spec 000 §4 'Login outcome by token state', from the Ingresar button to /facturacion. */
export function useLogin(): LoginFlow {
  const { http, sessionStore, persistence, now } = useAppServices();
  const navigate = useNavigate();
  const [firstLogin, setFirstLogin] = useState<PasswordChangeCredentials | null>(null);

  function discardToken(token: string | null): void {
    if (token) {
      revokeSession(http, token).catch(() => undefined);
    }
  }

  /** Logs in and either starts the session or, for state PRI, keeps the login data for after the change. */
  async function admit(credentials: Credentials): Promise<AdmittedOutcome> {
    const answer = await logIn(http, credentials);
    const outcome = decideLoginOutcome(answer.accessToken, now());
    if (outcome.kind === 'denied') {
      discardToken(outcome.token);
      throw new LoginDenied(outcome.message);
    }
    if (outcome.kind === 'enter' && !sessionStore.start(outcome.token)) {
      throw new LoginDenied(loginMessages.invalidToken);
    }
    if (outcome.kind === 'change-password') {
      // Kept encrypted so that the user is signed in with the new password right after changing it.
      await persistence.write('pendingLogin', credentials);
    }
    return outcome;
  }

  function follow(outcome: AdmittedOutcome): void {
    if (outcome.kind === 'enter') {
      setFirstLogin(null);
      navigate('/facturacion', { replace: true });
    } else {
      setFirstLogin({ token: outcome.token, claims: outcome.claims });
    }
  }

  const login = useMutation({ mutationFn: admit, onSuccess: follow });

  const firstLoginCompletion = useMutation({
    mutationFn: async (newPassword: string) => {
      const pending = persistence.read('pendingLogin');
      persistence.remove('pendingLogin');
      if (!pending) {
        throw new LoginDenied(loginMessages.invalidToken);
      }
      return admit({ username: pending.username, password: newPassword });
    },
    onSuccess: async (outcome) => {
      showSuccessToast(passwordChangeMessages.changed);
      // Spec 000 §2: after a first login, home offers the certificate when the company has none.
      await persistence.write('certificatePrompt', { isPending: true });
      follow(outcome);
    },
    onError: () => setFirstLogin(null),
  });

  const activeError = firstLoginCompletion.error ?? login.error;
  return {
    logIn: (credentials) => {
      firstLoginCompletion.reset();
      login.mutate(credentials);
    },
    isLoggingIn: login.isPending,
    failure: activeError ? describeLoginFailure(activeError) : null,
    firstLogin,
    completeFirstLogin: (newPassword) => firstLoginCompletion.mutate(newPassword),
    isCompletingFirstLogin: firstLoginCompletion.isPending,
    cancelFirstLogin: () => {
      persistence.remove('pendingLogin');
      discardToken(firstLogin?.token ?? null);
      setFirstLogin(null);
    },
  };
}
