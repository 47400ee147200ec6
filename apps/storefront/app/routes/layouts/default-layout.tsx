import { Outlet } from 'react-router';
import { Footer } from '~/components/layout/footer';
import { Header } from '~/components/layout/header';
import { SkipLink } from '~/components/layout/skip-link';

export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
