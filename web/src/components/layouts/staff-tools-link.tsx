import { Link } from 'react-router';
import { canReachInternal } from '#web/config/internal-access.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';

/** Back to the internal index for those who may open it; others go to the staff tools listed on their account page. */
export function StaffToolsLink() {
  const { user } = useAuth();
  if (user && canReachInternal(user.groups, 'root')) return <Link to={paths.internal.root.getHref()}>← All internal tools</Link>;
  return <Link to={`${paths.myAccount.getHref()}#staff-tools`}>← Your staff tools</Link>;
}
