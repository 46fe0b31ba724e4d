import * as styles from '../publicScreen.css.ts';

/**
 * Any path the route table does not name (there is no catch-all route, rental spec 2.2). A plain link: this view
 * is part of the entry chunk, which stays free of the component library (npm run size).
 */
export function NotFoundView() {
  return (
    <main className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.intro}>There is no page at this address.</p>
      <a href="/">Go to the login page</a>
    </main>
  );
}
