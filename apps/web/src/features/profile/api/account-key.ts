/** The account overview's query key, shared by the settings page and the e-mail confirmation link. */
export const accountKey = ['account'];
