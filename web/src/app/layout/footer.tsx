import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { NsfBadge } from './nsf-badge.tsx';
import styles from './footer.module.css';

const footerLinks = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Press', href: paths.press.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
  { label: 'Newsletter', href: paths.newsletter.getHref() },
  { label: 'Privacy', href: paths.privacy.getHref() },
];

// Read once when the app loads; a session spanning New Year keeps the old year.
const currentYear = new Date().getFullYear();

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>Copperline</p>
          <p className={styles.tagline}>Printed circuit boards and assembly, checked and quoted instantly.</p>
        </div>
        <nav aria-label="Footer" className={styles.nav}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={paths.pressNsfPhaseI.getHref()}
          className={styles.funding}
          aria-label="Funded by an NSF SBIR Phase I award: read the press release"
        >
          <NsfBadge />
        </Link>
      </div>
      <p className={styles.copyright}>
        © <span className="numeric">{currentYear}</span> Copperline
      </p>
    </footer>
  );
}
