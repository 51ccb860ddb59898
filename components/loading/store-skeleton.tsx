import { ProgressBar } from './progress-bar';
import styles from './skeleton.module.css';

const TILES = [0, 1, 2, 3, 4, 5];

/** The store screen while its store and menu load: top bar, banner, category bar and tiles, as laid out by the real page. */
export function StoreSkeleton() {
  return (
    <div aria-busy="true">
      <ProgressBar />
      <div className={styles.bar} />
      <div className={styles.banner} />
      <div className={styles.nav} />
      <div className="container">
        <div className={`${styles.block} ${styles.title}`} />
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile} className={styles.tile}>
              <div className={styles.tileText}>
                <div className={`${styles.block} ${styles.line}`} style={{ width: '60%' }} />
                <div className={`${styles.block} ${styles.line}`} />
                <div className={`${styles.block} ${styles.line}`} style={{ width: '30%' }} />
              </div>
              <div className={`${styles.block} ${styles.tileMedia}`} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
