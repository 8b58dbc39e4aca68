import { EMAIL_TAKEN, JOIN_MSG, JoinForm, type JoinMatch, USERNAME_TAKEN } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { PartyPopper, Unlink, UserRoundPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { matchJoin, useJoin, useJoinCheck } from './api/join.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { WaitingApproval } from './components/waiting-approval.tsx';
import { serverFieldErrors } from './server-errors.ts';

const T = AUTH_TEXT.join;
const A = AUTH_TEXT.register.account;
const FIELDS = ['username', 'name', 'email', 'phoneNumber', 'password', 'repassword'] as const;
const CONFLICTS = {
  [USERNAME_TAKEN]: 'username',
  [EMAIL_TAKEN]: 'email',
  [JOIN_MSG.phoneInvalid]: 'phoneNumber',
} as const;

type Body = Omit<JoinForm, 'repassword'>;
type Stage =
  | { kind: 'form' }
  | { kind: 'claim'; body: Body; match: NonNullable<JoinMatch['match']> }
  | { kind: 'PENDING' | 'CLAIM_PENDING' }
  | { kind: 'REGISTERED'; name: string; username: string };

/**
 * '/gabung/{token}': registering through the committee's 'Tautan Gabung' (docs/decisions/022). A registrant
 * whose e-mail or WhatsApp number matches an imported, not-yet-active member is asked whether that is them
 * (then the committee confirms the claim); everyone else registers at once (OPEN) or waits for approval.
 */
export function JoinPage() {
  const token = useParams().token?.trim() ?? '';
  const check = useJoinCheck(token);
  const join = useJoin();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [matching, setMatching] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const community = check.data?.communityName ?? '';
  useDocumentTitle(check.isError ? T.invalidTitle : T.docTitle);
  useEffect(() => {
    if (stage.kind !== 'form') headingRef.current?.focus();
  }, [stage.kind]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(JoinForm),
    reValidateMode: 'onChange',
    defaultValues: { username: '', name: '', email: '', phoneNumber: '', password: '', repassword: '' },
  });

  const send = (body: Body, claimUserId?: number) => {
    setFormError(null);
    join.mutate(
      { token, ...body, phoneNumber: body.phoneNumber || undefined, claimUserId },
      {
        onSuccess: (res) =>
          setStage(
            res.status === 'REGISTERED'
              ? { kind: 'REGISTERED', name: body.name, username: body.username }
              : { kind: res.status },
          ),
        onError: (error) => {
          setStage({ kind: 'form' });
          const found = serverFieldErrors(error, FIELDS, 'email', CONFLICTS);
          if (found.length === 0) setFormError((error as Error).message);
          for (const [field, message] of found)
            setError(field, { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  };

  const onSubmit = handleSubmit(async ({ repassword: _c, ...body }) => {
    setMatching(true);
    try {
      const { match } = await matchJoin({
        token,
        email: body.email,
        phoneNumber: body.phoneNumber || undefined,
      });
      if (match) setStage({ kind: 'claim', body, match });
      else send(body);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, FIELDS, 'email', CONFLICTS))
        setError(field, { type: 'server', message }, { shouldFocus: true });
    } finally {
      setMatching(false);
    }
  });

  if (token === '' || check.isError) {
    return (
      <AuthCard title={T.invalidTitle} icon={<Unlink className="size-7" aria-hidden="true" />}>
        <FormAlert>
          <p className="font-semibold">{check.error?.message || JOIN_MSG.linkInvalid}</p>
        </FormAlert>
        <ButtonLink to={paths.home} size="lg" fullWidth className="mt-6">
          {T.waiting.home}
        </ButtonLink>
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title={T.checking}>
        <Spinner />
      </AuthCard>
    );
  }

  const title = T.title(community);
  if (stage.kind === 'PENDING' || stage.kind === 'CLAIM_PENDING')
    return (
      <AuthCard title={title}>
        <WaitingApproval claim={stage.kind === 'CLAIM_PENDING'} headingRef={headingRef} />
      </AuthCard>
    );
  if (stage.kind === 'REGISTERED')
    return (
      <AuthCard title={title}>
        <div className="flex flex-col items-center text-center">
          <div className="mb-4 inline-flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <PartyPopper className="size-10" aria-hidden="true" />
          </div>
          <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl text-slate-900 focus:outline-none">
            {T.done.title}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{T.done.body(stage.name)}</p>
          <ButtonLink to={paths.login} state={{ identifier: stage.username }} size="lg" fullWidth>
            {T.done.login}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  if (stage.kind === 'claim')
    return (
      <AuthCard title={title}>
        <div role="status" className="space-y-4">
          <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl text-slate-900 focus:outline-none">
            {T.claim.title}
          </h2>
          <p className="text-slate-800">{T.claim.body(stage.match.name)}</p>
          <div className="flex flex-col gap-3">
            <Button
              size="lg"
              fullWidth
              loading={join.isPending}
              disabled={join.isPending}
              onClick={() => send(stage.body, stage.match.userId)}
            >
              {T.claim.yes}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              fullWidth
              disabled={join.isPending}
              onClick={() => send(stage.body)}
            >
              {T.claim.no}
            </Button>
          </div>
        </div>
      </AuthCard>
    );

  const busy = matching || join.isPending;
  return (
    <AuthCard
      title={title}
      lead={check.data?.registrationMode === 'OPEN' ? T.lead : `${T.lead} ${T.leadApproval}`}
      icon={<UserRoundPlus className="size-7" aria-hidden="true" />}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-5">
        {formError && (
          <FormAlert>
            <p className="font-semibold">{formError}</p>
          </FormAlert>
        )}
        <TextField label={A.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={T.phone}
          hint={T.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={A.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={A.username}
          hint={A.usernameHint}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={A.password}
          hint={A.passwordHint}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['repassword'] })}
        />
        <TextField
          label={A.repassword}
          type="password"
          autoComplete="new-password"
          error={errors.repassword?.message}
          {...register('repassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
          {T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
