import { CmsPageView } from '~/components/cms/cms-page-view';
import { JsonLd } from '~/components/layout/json-ld';
import type { PageData } from './views';

export function CmsPage({ data }: { data: PageData<'cms'> }) {
  return (
    <>
      <CmsPageView page={data.page} data={data.sections} />
      {data.page.seo?.structuredData ? <JsonLd text={data.page.seo.structuredData} /> : null}
    </>
  );
}
