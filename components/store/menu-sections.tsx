import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { CategoryView } from '@/lib/views/menu';
import { StaticHtml } from '@/components/static-html/static-html';
import { CategoryNav } from './category-nav/category-nav';
import { html } from '@/lib/html/html-template';
import { productTileHtml, type ProductTileLabels } from './product-tile';
import styles from './store.module.css';

/** Category navigation and the category sections with their product tiles. */
interface MenuSectionsProps {
  categories: CategoryView[];
  locale: Locale;
  currencyLocale?: string;
  toolbar?: React.ReactNode;
  orderable: boolean;
  /** the view configuration's MenuBackgroundImage, behind the sections */
  menuBackgroundImage?: string | null;
  /** ImageCenterMode: tile photos shown whole and centred instead of cropped */
  imageCenterMode?: boolean;
}

export async function MenuSections({ categories, locale, currencyLocale, toolbar, orderable, menuBackgroundImage, imageCenterMode }: MenuSectionsProps) {
  const t = await getTranslations({ locale, namespace: 'store' });
  const product = await getTranslations({ locale, namespace: 'product' });
  const labels: ProductTileLabels = { add: product('add'), dietary: product('dietary'), badge: (status) => product(`badge.${status}`) };
  if (categories.length === 0) {
    return (
      <p className={`container ${styles.empty}`} role="status">
        {t('menuEmpty')}
      </p>
    );
  }
  return (
    <>
      <CategoryNav categories={categories.map(({ id, name }) => ({ id, name }))} />
      <div
        className={`container ${styles.menu}`}
        data-image-center={imageCenterMode ? 'true' : undefined}
        data-menu-background={menuBackgroundImage ? 'true' : undefined}
        style={menuBackgroundImage ? { backgroundImage: `url(${JSON.stringify(menuBackgroundImage)})` } : undefined}
      >
        {toolbar}
        {categories.map((category, categoryIndex) => (
          <section key={category.id} id={`category-${category.id}`} data-category-id={category.id} className={styles.category} aria-labelledby={`category-title-${category.id}`}>
            <h2 id={`category-title-${category.id}`}>{category.name}</h2>
            {category.description && <p className={styles.categoryDescription}>{category.description}</p>}
            {/* Static markup, escaped by the html template (see product-tile.ts): not hydrated, not sent twice. */}
            <StaticHtml
              as="ul"
              className={styles.tiles}
              html={
                html`${category.products.map((tile, index) => productTileHtml(tile, { labels, currencyLocale, eagerImage: categoryIndex === 0 && index < 4, orderable }))}`.value
              }
            />
          </section>
        ))}
      </div>
    </>
  );
}
