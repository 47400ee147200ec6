import { CategoryView } from '~/components/category/category-view';
import type { PageData } from './views';

export function CategoryPage({ data }: { data: PageData<'category'> }) {
  return <CategoryView category={data.category} listing={data.listing} />;
}
