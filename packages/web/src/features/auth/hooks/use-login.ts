import type { SignInChallenge } from '@facturar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { revokeSession } from '#web/lib/session/session-api.ts';
import { passwordChangeMessages, type PasswordChangeCredentials } from '#web/features/password/index.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { logIn, verifySecondStep, type Credentials } from '#web/features/auth/api/auth-api.ts';
import { loginMessages } from '#web/features/auth/login-messages.ts';
import {
  decideLoginOutcome,
  describeLoginFailure,
  describeSecondStepFailure,
  isSecondStepOver,
  LoginDenied,
  type LoginOutcome,
} from '#web/features/auth/login-outcome.ts';

/** A sign-in whose password was right and whose code is pending (ADR 0024). */
export type SecondStep = { challenge: SignInChallenge; credentials: Credentials };

/** A session opened by an enrolment at sign-in, held back until the user has seen the recovery codes. */
export type PendingRecoveryCodes = { codes: string[]; token: string; credentials: Credentials };

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
  secondStep: SecondStep | null;
  completeSecondStep: (code: string) => void;
  isCompletingSecondStep: boolean;
  secondStepFailure: string | null;
  cancelSecondStep: () => void;
  recoveryCodes: PendingRecoveryCodes | null;
  acknowledgeRecoveryCodes: () => void;
};

type AdmittedOutcome = Exclude<LoginOutcome, { kind: 'denied' }>;
type SignInOutcome = AdmittedOutcome | { kind: 'second-step'; step: SecondStep };

/** Spec 000 §4 'Login outcome by token state', from the Ingresar button to /facturacion. */
export function useLogin(): LoginFlow {
  const { http, sessionStore, persistence, now } = useAppServices();
  const navigate = useNavigate();
  const [firstLogin, setFirstLogin] = useState<PasswordChangeCredentials | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<PendingRecoveryCodes | null>(null);

  function discardToken(token: string | null): void {
    if (token) {
      revokeSession(http, token).catch(() => undefined);
    }
  }

  /** Starts the session of an access token or, for state PRI, keeps the login data for after the change. */
  async function enter(accessToken: string, credentials: Credentials): Promise<AdmittedOutcome> {
    const outcome = decideLoginOutcome(accessToken, now());
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

  async function admit(credentials: Credentials): Promise<SignInOutcome> {
    const answer = await logIn(http, credentials);
    if ('segundoFactor' in answer) return { kind: 'second-step', step: { challenge: answer, credentials } };
    return enter(answer.accessToken, credentials);
  }

  function follow(outcome: SignInOutcome): void {
    if (outcome.kind === 'second-step') {
      setSecondStep(outcome.step);
    } else if (outcome.kind === 'enter') {
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
      setFirstLogin(null);
      // Spec 000 §2: after a first login, home offers the certificate when the company has none.
      await persistence.write('certificatePrompt', { isPending: true });
      follow(outcome);
    },
    onError: () => setFirstLogin(null),
  });

  const secondStepCompletion = useMutation({
    mutationFn: async ({ step, code }: { step: SecondStep; code: string }): Promise<SignInOutcome | null> => {
      const answer = await verifySecondStep(http, { desafio: step.challenge.desafio, codigo: code });
      if (answer.codigosRecuperacion) {
        setRecoveryCodes({
          codes: answer.codigosRecuperacion,
          token: answer.accessToken,
          credentials: step.credentials,
        });
        return null;
      }
      return enter(answer.accessToken, step.credentials);
    },
    onSuccess: (outcome) => {
      setSecondStep(null);
      if (outcome) follow(outcome);
    },
    onError: (error) => {
      // An expired challenge or a locked user go back to the password, with the message there.
      if (isSecondStepOver(error)) setSecondStep(null);
    },
  });

  const recoveryCodesAcknowledgement = useMutation({
    mutationFn: (pending: PendingRecoveryCodes) => enter(pending.token, pending.credentials),
    onSuccess: (outcome) => {
      setRecoveryCodes(null);
      follow(outcome);
    },
    onError: () => setRecoveryCodes(null),
  });

  const secondStepError =
    secondStepCompletion.error && !isSecondStepOver(secondStepCompletion.error)
      ? secondStepCompletion.error
      : null;
  const passwordStepError =
    recoveryCodesAcknowledgement.error ??
    (secondStepCompletion.error && !secondStepError ? secondStepCompletion.error : null) ??
    firstLoginCompletion.error ??
    login.error;
  return {
    logIn: (credentials) => {
      firstLoginCompletion.reset();
      secondStepCompletion.reset();
      recoveryCodesAcknowledgement.reset();
      login.mutate(credentials);
    },
    isLoggingIn: login.isPending,
    failure: passwordStepError ? describeLoginFailure(passwordStepError) : null,
    firstLogin,
    completeFirstLogin: (newPassword) => firstLoginCompletion.mutate(newPassword),
    isCompletingFirstLogin: firstLoginCompletion.isPending,
    cancelFirstLogin: () => {
      persistence.remove('pendingLogin');
      discardToken(firstLogin?.token ?? null);
      setFirstLogin(null);
    },
    secondStep,
    completeSecondStep: (code) => {
      if (secondStep) secondStepCompletion.mutate({ step: secondStep, code });
    },
    isCompletingSecondStep: secondStepCompletion.isPending,
    secondStepFailure: secondStepError ? describeSecondStepFailure(secondStepError) : null,
    cancelSecondStep: () => {
      secondStepCompletion.reset();
      setSecondStep(null);
    },
    recoveryCodes,
    acknowledgeRecoveryCodes: () => {
      if (recoveryCodes) recoveryCodesAcknowledgement.mutate(recoveryCodes);
    },
  };
}
