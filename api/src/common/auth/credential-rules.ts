/** The rules every user's credentials meet, the first admin's from the environment included. */
export const EMAIL_MAX_LENGTH = 320;
export const PASSWORD_MIN_LENGTH = 8;
export const ACCESS_TOKEN_MIN_LENGTH = 16;
/** Longer secrets add nothing but hashing work and stored bytes. */
export const SECRET_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const ACCESS_TOKEN_TOO_SHORT = `Access token must be at least ${ACCESS_TOKEN_MIN_LENGTH} characters`;
