import {
  ADDRESS_MAX,
  CITY_MAX,
  type CreateUserBody,
  HIGH_SCHOOL_MAX,
  NICKNAME_MAX,
  OCCUPATION_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
} from '@alumni/contract';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CityField } from '#web/components/ui/city-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { USER_ADMIN_TEXT } from '#web/features/admin/users/user-admin-text.ts';

const F = USER_ADMIN_TEXT.fields;

/** What the add and edit forms hold (all text; the contract's schema turns '' into null on submit). */
export interface UserFormValues {
  name: string;
  nickname: string;
  username: string;
  email: string;
  password: string;
  repassword: string;
  phoneNumber: string;
  address: string;
  highSchool: string;
  occupation: string;
  city: string;
}

export type UserFieldName = keyof UserFormValues;

/** The submitted values after the contract's schema (trimmed; empty optional text is null). */
export type UserFormOutput = Omit<CreateUserBody, 'picture' | 'password' | 'repassword'> & {
  password?: string;
  repassword?: string;
};

const required = (label: string) => `${label} *`;

/**
 * ONE set of user fields for /admin/user/add and the edit mode of /admin/user/{key}: account (name,
 * username, email, and on add the password with its confirmation) and personal data (nickname,
 * phone/WA, address, city, high school, occupation). `lockAccount` shows username and email read-only (an
 * admin's own account changes on /admin/setting).
 */
export function UserFields({
  mode,
  register,
  control,
  errors,
  lockAccount = false,
}: {
  mode: 'add' | 'edit';
  register: UseFormRegister<UserFormValues>;
  control: Control<UserFormValues, unknown, UserFormOutput>;
  errors: FieldErrors<UserFormValues>;
  lockAccount?: boolean;
}) {
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-4 font-bold text-lg text-primary-900">
          {USER_ADMIN_TEXT.formSections.account}
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={required(F.name)}
            autoComplete="off"
            maxLength={100}
            className="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={required(F.username)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            readOnly={lockAccount}
            hint={lockAccount ? USER_ADMIN_TEXT.ownAccountHint : undefined}
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={required(F.email)}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            readOnly={lockAccount}
            error={errors.email?.message}
            {...register('email')}
          />
          {mode === 'add' && (
            <>
              <TextField
                label={required(F.password)}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                hint={USER_ADMIN_TEXT.passwordHint}
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField
                label={required(F.repassword)}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                error={errors.repassword?.message}
                {...register('repassword')}
              />
            </>
          )}
        </div>
      </fieldset>

      <fieldset className="border-slate-100 border-t pt-5">
        <legend className="float-left mb-4 w-full font-bold text-lg text-primary-900">
          {USER_ADMIN_TEXT.formSections.personal}
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <TextField
            label={F.nickname}
            autoComplete="off"
            maxLength={NICKNAME_MAX}
            error={errors.nickname?.message}
            {...register('nickname')}
          />
          <TextField
            label={F.phoneNumber}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_MAX}
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextField
            label={F.address}
            autoComplete="off"
            maxLength={ADDRESS_MAX}
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CityField
                label={F.city}
                value={field.value}
                maxLength={CITY_MAX}
                error={errors.city?.message}
                onChange={field.onChange}
                className="sm:col-span-2"
              />
            )}
          />
          <TextField
            label={F.highSchool}
            autoComplete="off"
            maxLength={HIGH_SCHOOL_MAX}
            error={errors.highSchool?.message}
            {...register('highSchool')}
          />
          <TextField
            label={F.occupation}
            autoComplete="off"
            maxLength={OCCUPATION_MAX}
            error={errors.occupation?.message}
            {...register('occupation')}
          />
        </div>
      </fieldset>
    </div>
  );
}
