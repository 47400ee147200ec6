import { Outlet } from 'react-router';

export default function EmptyLayout() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <Outlet />
    </main>
  );
}
