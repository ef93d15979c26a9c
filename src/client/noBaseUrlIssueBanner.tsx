// In place of @docusaurus/core's BaseUrlIssueBanner in the browser bundle (plugins/client-entry). The
// banner is off (`baseUrlIssueBanner: false` in docusaurus.config.ts): the server renders nothing for
// it, and neither does this.
export default function NoBaseUrlIssueBanner(): null {
  return null;
}
