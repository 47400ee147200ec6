import { Outlet } from 'react-router';

/** The account area's frame inside the default layout; its navigation and guard come with accounts. */
export default function AccountLayout() {
  return (
    <div className="rounded-lg border border-black/10 bg-white p-6">
      <Outlet />
    </div>
  );
}
