/** Where the calls of spec section 7 are served, below the site's origin. */
export const API_PREFIX = '/api';
