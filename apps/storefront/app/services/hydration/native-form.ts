/**
 * Marks a form the server answers by itself (a plain `method="post"` form with its own action, no
 * script needed): before hydration, its submission goes to the server at once instead of being held
 * for the scripts to replay (intent-trigger.ts). A form that hydration may replace (one of a
 * lazily loaded component) must carry it, or a submission held before would find no form to replay on.
 */
export const NATIVE_FORM_ATTRIBUTE = 'data-native-form';
