/** The feed manager's name: header title, sign-in title and document title. */
export const APP_TITLE = 'Partsfeed Feed Manager';
