/** The shop's fixed entries; CMS navigation and categories join them when those sources exist. */
export const MAIN_LINKS = [
  { path: '/', messageId: 'navbar.home' },
  { path: '/search', messageId: 'navbar.search' },
  { path: '/blog', messageId: 'blog.title' },
  { path: '/contact', messageId: 'contact.title' },
  { path: '/account', messageId: 'account.title' },
  { path: '/cart', messageId: 'cart.title' },
] as const;
