/** Names of the values main hands to post through GITHUB_STATE (read back as STATE_<name>). */
export const STATE = {
  /** Set first thing in main: its presence makes the same bundle run as post. */
  isPost: "isPost",
  cacheEnabled: "cacheEnabled",
  cacheDir: "cacheDir",
  cacheKey: "cacheKey",
  /** Store fingerprint right after restore; post saves only if the store changed since. */
  cacheFingerprint: "cacheFingerprint",
  /** Main reached its save attempt (whatever the outcome): post has nothing left to do. */
  cacheSaveAttempted: "cacheSaveAttempted",
} as const;
