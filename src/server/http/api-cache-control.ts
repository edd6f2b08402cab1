/** API answers (signed-in data, errors included) are never stored by a browser or a shared cache. */
export const API_CACHE_CONTROL = 'no-store';
