import { useTranslations } from 'next-intl';
import type { OrderStatusView } from '@/lib/domain/order-status/status-view';
import styles from './order-status.module.css';

type Node = { key: string; label: string };

function Steps({ nodes, active, label }: { nodes: Node[]; active: number; label: string }) {
  const t = useTranslations('orderStatus.node');
  return (
    <ol className={styles.steps} aria-label={label} data-count={nodes.length}>
      {nodes.map((node, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'todo';
        return (
          <li key={node.key} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.stepLabel}>{node.label}</span>
            {state !== 'todo' && <span className="visually-hidden">{` (${t(state === 'done' ? 'done' : 'current')})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** The stepper, the closing header or the pay-later two columns (part 1 §4); nothing on failure. */
export function OrderProgress({ view }: { view: OrderStatusView }) {
  const t = useTranslations('orderStatus');
  if (view.mode === 'failure') return null;
  if (view.mode === 'stepper') {
    return <Steps label={t('progressLabel')} active={view.active} nodes={view.nodes.map((node) => ({ key: node, label: t(`node.${node}`) }))} />;
  }
  if (view.mode === 'header') {
    return (
      <p className={styles.closing} data-tone={view.header === 'completed' ? 'success' : 'neutral'}>
        {t(`header.${view.header}`)}
      </p>
    );
  }
  if (view.column === 'refunded' || view.column === 'cancelRequested') {
    return <p className={styles.closing}>{t(`header.${view.column}`)}</p>;
  }
  return (
    <Steps
      label={t('progressLabel')}
      active={view.column === 'pending' ? 0 : 1}
      nodes={[
        { key: 'pending', label: t('node.pending') },
        { key: 'accepted', label: t('node.accepted') },
      ]}
    />
  );
}
