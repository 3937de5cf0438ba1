import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { paths } from '#web/config/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from '#web/components/ui/account-card/account-page.module.css';

export const FORBIDDEN_TITLE = 'Access denied';

/** Shown to a signed-in user who lacks a group the page requires. */
export function Forbidden({ groups: rule }: { groups: readonly string[] | { readonly anyOf: readonly string[] } }) {
  useDocumentTitle(FORBIDDEN_TITLE);
  const groups = 'anyOf' in rule ? rule.anyOf : rule;
  const joiner = 'anyOf' in rule ? ' or ' : ' and ';
  const needed = groups.length ? `the ${groups.join(joiner)} ${groups.length > 1 ? 'groups' : 'group'}` : 'staff access';
  return (
    <section className={styles.card} aria-labelledby="forbidden-title">
      <h2 id="forbidden-title">Access denied</h2>
      <p className={styles.lead}>
        You are signed in, but this page is only for members of {needed}. If you think you should have access, ask an administrator.
      </p>
      <div className={styles.actions}>
        <LinkButton to={paths.home.getHref()}>Go to the home page</LinkButton>
        <LinkButton variant="secondary" to={paths.myAccount.getHref()}>
          My account
        </LinkButton>
      </div>
    </section>
  );
}
