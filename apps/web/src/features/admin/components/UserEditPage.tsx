import { canAssignRole, formatDate, isProducer, userAdminFields } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { ApiError, get, post } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { PostItsSlot, useSlots } from '../../../lib/slots';
import { UserActions } from './UserActions';
import { UserFields, type UserForm } from './UserFields';
import type { UserRecord } from './UsersPage';

const toForm = (u: UserRecord): UserForm => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  nickname: u.nickname,
  producer_identifier: u.producer_identifier,
  role: u.role,
  news: u.news,
});

export function UserEditPage() {
  const { id } = useParams();
  const qc = useQueryClient();
  const { data: boot } = useSupportingData();
  const { data: me } = useProfile();
  const { MessagingSwitch } = useSlots();
  const user = useQuery({
    queryKey: ['user', id],
    queryFn: () => get<UserRecord>(`/user/${id}`),
    retry: false,
    meta: { errorHeader: 'Record load error' },
  });
  const form = useForm<UserForm, unknown, z.output<typeof userAdminFields>>({ resolver: zodResolver(userAdminFields) });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  useEffect(() => {
    if (user.data) form.reset(toForm(user.data));
  }, [user.data, form]);

  const refresh = (u: UserRecord) => {
    qc.setQueryData(['user', id], u);
    void qc.invalidateQueries({ queryKey: ['records', 'user'] });
  };
  const save = form.handleSubmit(async (values) => {
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((k) => [k, values[k as keyof typeof values]]));
    try {
      refresh(await post<UserRecord>(`/user/${id}/save`, changed));
      notifySuccess('Saved');
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length) {
        for (const f of err.fieldErrors) form.setError(f.topic_id as keyof UserForm, { message: f.message });
      } else notifyError(err);
    }
  });
  if (user.isLoading) return <Spinner label="Loading user" />;
  if (!user.data) {
    return (
      <div className="py-16 text-center text-zinc-400">
        This user could not be loaded.{' '}
        <Link to="/users" className="text-accent-300 hover:underline">
          Back to users
        </Link>
      </div>
    );
  }
  // Only the roles the server would accept (spec §6); the current one stays listed so the form shows it.
  const target = user.data;
  const roles = (boot?.roles ?? []).filter((r) => r.id === target.role || canAssignRole(me, target, r.id));
  const roleHint =
    me?.id === target.id
      ? 'You cannot change your own role.'
      : roles.length < 2
        ? 'You cannot change this role.'
        : undefined;
  return (
    <section className="max-w-3xl">
      <PageHeader
        title={user.data.name}
        subtitle={
          user.data.deleted_at
            ? 'This account is deleted (archived).'
            : `${user.data.role_name} · joined ${formatDate(user.data.created_at)}`
        }
        actions={<UserActions user={user.data} me={me} onChange={refresh} />}
      />
      <form
        onSubmit={save}
        noValidate
        className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
      >
        <UserFields form={form} errors={errors} roles={roles} roleHint={roleHint} />
        <div className="flex gap-3">
          <Button type="submit" busy={isSubmitting} disabled={!Object.keys(dirtyFields).length}>
            Save
          </Button>
          <Link to="/users" className="inline-flex h-10 items-center px-4 text-sm text-zinc-400 hover:text-white">
            Back to users
          </Link>
        </div>
      </form>
      {isProducer(user.data.role) && (
        <Suspense fallback={null}>
          <MessagingSwitch producerId={user.data.id} />
        </Suspense>
      )}
      <PostItsSlot entity="user" id={user.data.id} className="mt-6" />
    </section>
  );
}
