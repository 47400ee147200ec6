import type { Core } from '@strapi/strapi';

/** Help shown under the fields of the admin's edit forms, where a rule is not obvious. */
const HELP: Record<string, Record<string, string>> = {
  'api::page.page': {
    fullpath: 'The page address without the language prefix, starting with "/": /about-us, /help/delivery. The home page is "/". "Open preview" shows the page in the shop, draft included.',
    handle: 'Same in every language. "home" is the home page.',
    rank: 'Order of the page in lists such as the sitemap (smallest first).',
    template: "The page's theme colour. Empty: the shop's green, #7E9A1B.",
    content: 'Sections, shown from top to bottom. Links are written without the language prefix (/blog, not /nl/blog).',
  },
  'api::navigation-item.navigation-item': {
    title: 'Shown in the menu on every page of the shop. "Open preview" shows the draft on the page it links to, or on the home page.',
    page: 'Link to a page (its address in the current language is used). Otherwise fill in a category or a URL.',
    categoryUrlKey: "Link to a catalogue category: its url_key in this language, e.g. aromatherapie/huiles-essentielles.",
    url: 'A path without the language prefix (/blog) or a full address (https://…).',
    target: '"_blank" opens the link in a new window.',
    parent: 'The entry this one is nested under, if any.',
  },
  'api::article.article': {
    slug: 'The article is at /blog/{slug}. "Open preview" shows it in the shop, draft included.',
    description: 'Shown on the blog cards and as the search-engine description.',
    intro: 'The lead paragraph at the top of the article.',
    date: 'Publication date shown to readers; the blog is sorted by it.',
  },
  'api::header.header': {
    message: 'One permanent line above the header, on every page of the shop. "Open preview" shows the draft on the home page.',
    preheader: 'Announcements, each shown only between its start and end dates (an empty date means no limit).',
  },
};

/**
 * Writes the help texts into the content manager's edit-view settings, without replacing a
 * description an administrator has already written there.
 */
export const ensureEditorHelp = async (strapi: Core.Strapi): Promise<void> => {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, fields] of Object.entries(HELP)) {
    const contentType = service.findContentType(uid);
    const { settings, metadatas, layouts } = await service.findConfiguration(contentType);
    let changed = false;
    for (const [field, description] of Object.entries(fields)) {
      const edit = metadatas[field]?.edit;
      if (edit && !edit.description) {
        edit.description = description;
        changed = true;
      }
    }
    if (changed) await service.updateConfiguration(contentType, { settings, metadatas, layouts });
  }
};
