/** Firestore document ids as the app makes them; `__name__` ids are reserved by Firestore. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const isDocumentId = (value: string) => ID_PATTERN.test(value) && !/^__.*__$/.test(value);
