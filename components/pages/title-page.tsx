import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from './title-page.module.css';

/** A page with only a title, as the spec has /about, /contact, /privacypolicy and the error routes. */
export function TitlePage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={`container ${styles.main}`}>
        <h1>{title}</h1>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
