/**
 * Deployment settings the gateway writes into the served page as `<meta name=… content=…>`, so one client
 * build runs under any configuration.
 */
export const PAGE_META = {
  /** The app download site (gateway `APP_DOWNLOAD_URL`); absent → phones stay on the site (spec §1). */
  appDownloadUrl: 'kuyi-app-download',
} as const;
