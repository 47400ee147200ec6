/**
 * Middlewares of the public read routes (find, findOne) of a content type: drafts stay hidden
 * from readers without an API token, and `populate=deep` returns whole documents.
 */
export const readMiddlewares = (uid: string) => ['global::published-only', { name: 'global::deep-populate', config: { uid } }];
