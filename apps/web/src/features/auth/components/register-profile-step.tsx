import { PostRegisterBody } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { usePostRegister } from '#web/features/auth/api/post-register.ts';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { serverFieldErrors } from '#web/features/auth/server-errors.ts';
import { ApiError } from '#web/lib/api.ts';
import { StepHeading } from './step-heading.tsx';

const T = AUTH_TEXT.register.profile;
const FIELDS = ['nickname', 'phoneNumber', 'address', 'highSchool', 'occupation'] as const;

interface Props {
  headingRef: Ref<HTMLHeadingElement>;
  /** The token from step 1, held in memory only. */
  token: string;
  onDone: () => void;
}

/** Step 2 (optional): personal data sent with the registration token; 'Lewati' skips it. */
export function RegisterProfileStep({ headingRef, token, onDone }: Props) {
  const toast = useToast();
  const save = usePostRegister(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PostRegisterBody),
    reValidateMode: 'onChange',
    defaultValues: { nickname: '', phoneNumber: '', address: '', highSchool: '', occupation: '' },
  });

  const onSubmit = handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        toast.show({ type: 'success', title: T.savedTitle, message: T.savedMessage });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) {
          for (const [field, message] of serverFieldErrors(error, FIELDS, 'nickname'))
            setError(field, { type: 'server', message }, { shouldFocus: true });
          return;
        }
        toast.show({ type: 'error', title: T.failedTitle, message: T.failedMessage });
      },
    });
  });

  return (
    <>
      <StepHeading headingRef={headingRef} title={T.title} lead={T.lead} />
      <form onSubmit={onSubmit} noValidate aria-label={T.title} className="space-y-5">
        <TextField
          label={T.nickname}
          autoComplete="nickname"
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <TextField
          label={T.phoneNumber}
          hint={T.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={T.address}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField label={T.highSchool} error={errors.highSchool?.message} {...register('highSchool')} />
        <TextField
          label={T.occupation}
          autoComplete="organization-title"
          error={errors.occupation?.message}
          {...register('occupation')}
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
          <Button
            type="button"
            variant="secondary"
            size="lg"
            fullWidth
            onClick={onDone}
            disabled={save.isPending}
          >
            {T.skip}
          </Button>
          <Button type="submit" size="lg" fullWidth loading={save.isPending} disabled={save.isPending}>
            {T.save}
          </Button>
        </div>
      </form>
    </>
  );
}
