/** Photo uploads as both sides know them. */

/** The tus resumable-upload protocol's creation address; each upload lives under it. */
export const resumableUploadPath = '/api/uploads/resumable';

/** The largest photo the server takes, in bytes. */
export const maxUploadBytes = 8 * 1024 * 1024;
