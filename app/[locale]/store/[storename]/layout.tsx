import { notFound } from 'next/navigation';
import { container } from '@/lib/server/container';
import { storeRouteOpens } from '@/lib/server/use-cases/find-store';

type Props = { children: React.ReactNode; params: Promise<{ storename: string }> };

// Every /store/{storename} route: an unknown or disabled store is 404 before any of its page
// streams (the menu's loading skeleton below would otherwise have sent a 200 already).
export default async function StoreRoutesLayout({ children, params }: Props) {
  const { storename } = await params;
  if (!(await storeRouteOpens({ stores: (await container()).stores, storename }))) notFound();
  return children;
}
