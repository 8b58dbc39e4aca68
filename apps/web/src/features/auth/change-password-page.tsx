import { ShieldAlert } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { logout, useSession } from '#web/lib/use-session.ts';
import { useChangePassword } from './api/change-password.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PasswordPairForm, type PasswordPairValues } from './components/password-pair-form.tsx';
import { redirectTarget } from './redirect-target.ts';

const T = AUTH_TEXT.change;

/**
 * 'Ganti Password' (/change-password): where a user signed in with an admin's temporary password is held until
 * they set their own (docs/decisions/007). Afterwards they continue to the page they were going to.
 */
export function ChangePasswordPage() {
  useDocumentTitle(T.docTitle);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const change = useChangePassword();

  const from = location.state && typeof location.state === 'object' && 'from' in location.state;
  const target = redirectTarget(from ? (location.state as { from: unknown }).from : undefined);
  // Nothing to change (signed out, or already done in another tab): go on.
  if (!session) return <Navigate to={paths.login} replace />;
  if (!session.user.mustChangePassword && !change.isSuccess) return <Navigate to={target} replace />;

  const save = async ({ currentPassword = '', password }: PasswordPairValues) => {
    await change.mutateAsync({ currentPassword, password });
    toast.show({ type: 'success', title: T.successTitle, message: T.successMessage });
    navigate(target, { replace: true });
  };

  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <AuthCard
        title={T.title}
        lead={T.lead}
        icon={<ShieldAlert className="size-7" aria-hidden="true" />}
        footer={
          <Button type="button" variant="ghost" onClick={logout}>
            {T.logout}
          </Button>
        }
      >
        <PasswordPairForm
          label={T.title}
          submitLabel={T.submit}
          pending={change.isPending}
          current={{ hint: T.currentHint }}
          fallbackField="currentPassword"
          onSubmit={save}
        />
      </AuthCard>
    </main>
  );
}
