import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { User } from '#contract';
import { IslandToaster } from '@/components/ui/IslandToaster';
import type { Guard } from '@/features/auth/auth';
import { applyGuard } from '@/features/auth/auth-guard';
import { $user } from '@/lib/api/session';
import { $userAreaShownFor } from './account.store';

interface Props {
  guard: Extract<Guard, 'authenticated' | 'otp'>;
  loading: string;
  children: (user: User) => ReactNode;
}

/**
 * Shows nothing personal until the guard has passed with a freshly fetched user, so no request for personal data
 * goes out before it and no other user's data can flash. Signing out (here or in another tab) or signing in as
 * someone else drops the children and their state, then runs the guard again.
 */
export default function UserArea({ guard, loading, children }: Props) {
  const [user, setUser] = useState<User | null>(null);
  const storedUser = useStore($user);
  const storedId = storedUser?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs again whenever the signed-in user changes.
  useEffect(() => {
    let current = true;
    setUser(null);
    applyGuard(guard).then((passed) => {
      if (current && passed) setUser(passed);
    });
    return () => {
      current = false;
    };
  }, [guard, storedId]);

  const shownFor = user && user.id === storedId ? user.id : null;
  useEffect(() => {
    $userAreaShownFor.set(shownFor);
  }, [shownFor]);

  return (
    <>
      <IslandToaster />
      {user && shownFor !== null ? (
        <div key={user.id}>{children(storedUser ?? user)}</div>
      ) : (
        <p className="py-8 text-center text-gray-500" aria-busy="true">
          {loading}
        </p>
      )}
    </>
  );
}
