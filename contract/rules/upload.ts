/** Photo uploads as both sides know them. */

/** The tus resumable-upload protocol's creation address; each upload lives under it. */
export const resumableUploadPath = '/api/uploads/resumable';

/** The largest photo the server takes, in bytes. */
export const maxUploadBytes = 8 * 1024 * 1024;

/**
 * The tus creation's metadata field that carries the client's key for the upload (its outbox item's id): a
 * creation sent again after its answer was lost finds the upload the first one made instead of starting another.
 */
export const resumableKeyField = 'key';
