// A stand-in for plugins/llms/twins.ts in tests/unit/llmsChild.test.ts: each page's "twin" says
// whether it was converted from a tree handed over, and the order the pages were converted in.
/* global module */
let order = 0;
module.exports.twinConverter = (site, jobs) => async (job, tree) => ({
  file: job.file,
  markdown: `${job.file} #${++order} ${tree ? `tree:${tree.children[0].value}` : 'parsed'} of ${jobs.length} at ${site.siteRoot}`,
});
