/** The attribute on #root naming the address its markup was rendered for at build time. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
