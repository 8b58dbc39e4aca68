import { useEffect, useRef, useState } from 'react';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { RegisterAccountStep } from './components/register-account-step.tsx';
import { RegisterDoneStep } from './components/register-done-step.tsx';
import { RegisterProfileStep } from './components/register-profile-step.tsx';
import { RegisterStepper } from './components/register-stepper.tsx';
import { TextLink } from './components/text-link.tsx';
import { WaitingApproval } from './components/waiting-approval.tsx';

const T = AUTH_TEXT.register;

/** What step 1 hands on: the token stays in this component's memory only and is dropped at step 3. */
interface Account {
  token: string;
  name: string;
  username: string;
}

/** The 3-step registration wizard (docs/spec.md §4): account, optional personal data, success. */
export function RegisterPage() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [account, setAccount] = useState<Account | null>(null);
  const [pending, setPending] = useState(false);
  useDocumentTitle(`${T.docTitle} (${T.stepOf(step, 3)})`);

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const finish = () => {
    setAccount((a) => (a ? { ...a, token: '' } : a));
    setStep(3);
  };

  return (
    <AuthCard
      title={T.title}
      footer={
        step === 1 && !pending ? (
          <p>
            {T.account.haveAccount} <TextLink to={paths.login}>{T.account.login}</TextLink>
          </p>
        ) : undefined
      }
    >
      <RegisterStepper current={step} />
      {pending ? (
        <WaitingApproval claim={false} />
      ) : step === 1 || !account ? (
        <RegisterAccountStep
          headingRef={headingRef}
          onPending={() => setPending(true)}
          onRegistered={(a) => {
            setAccount(a);
            setStep(2);
          }}
        />
      ) : step === 2 ? (
        <RegisterProfileStep headingRef={headingRef} token={account.token} onDone={finish} />
      ) : (
        <RegisterDoneStep headingRef={headingRef} name={account.name} username={account.username} />
      )}
    </AuthCard>
  );
}
