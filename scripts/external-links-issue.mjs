// Keeps the one "external-links" issue up to date from the report of `npm run check:external-links
// -- --json <file>`: opens it when something is broken and none is open, replaces its body when one
// is open, closes it with a comment when the check is clean. The decision and the texts are the pure
// functions of scripts/lib/external-links.mjs; this file only talks to GitHub.
//
// Called by .github/workflows/external-links.yml through actions/github-script, whose `github`
// (an authenticated Octokit) and `context` it takes:
//   const { default: updateIssue } = await import(pathToFileURL('scripts/external-links-issue.mjs'));
//   await updateIssue(github, context, report);
import { ISSUE_LABEL, decideIssueAction } from './lib/external-links.mjs';

const LABEL_COLOR = 'd93f0b';
const LABEL_DESCRIPTION = 'Broken links to other sites, found by the weekly external-link check';

/** The oldest open issue with the label (pull requests share the issues API and are left out), or null. */
async function findOpenIssue(github, owner, repo) {
  const { data } = await github.rest.issues.listForRepo({
    owner,
    repo,
    state: 'open',
    labels: ISSUE_LABEL,
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  return data.find((issue) => !issue.pull_request) ?? null;
}

async function ensureLabel(github, owner, repo) {
  try {
    await github.rest.issues.getLabel({ owner, repo, name: ISSUE_LABEL });
  } catch (error) {
    if (error.status !== 404) throw error;
    await github.rest.issues.createLabel({
      owner,
      repo,
      name: ISSUE_LABEL,
      color: LABEL_COLOR,
      description: LABEL_DESCRIPTION,
    });
  }
}

/**
 * Applies the decision for `report`; returns it (with the issue number) for the workflow's log.
 * @param {any} github  actions/github-script's Octokit
 * @param {any} context  actions/github-script's context (repo, runId, serverUrl, sha)
 * @param {import('./lib/external-links.mjs').Report} report  the check's JSON report
 */
export default async function updateIssue(github, context, report) {
  const { owner, repo } = context.repo;
  const runUrl = `${context.serverUrl ?? 'https://github.com'}/${owner}/${repo}/actions/runs/${context.runId}`;
  const open = await findOpenIssue(github, owner, repo);
  const decision = decideIssueAction({ ...report, commit: report.commit ?? context.sha }, open, {
    runUrl,
    repository: `${owner}/${repo}`,
  });
  switch (decision.action) {
    case 'open': {
      await ensureLabel(github, owner, repo);
      const { data } = await github.rest.issues.create({
        owner,
        repo,
        title: decision.title,
        body: decision.body,
        labels: decision.labels,
      });
      decision.number = data.number;
      break;
    }
    case 'update':
      await github.rest.issues.update({ owner, repo, issue_number: decision.number, body: decision.body });
      break;
    case 'close':
      await github.rest.issues.createComment({ owner, repo, issue_number: decision.number, body: decision.comment });
      await github.rest.issues.update({
        owner,
        repo,
        issue_number: decision.number,
        state: 'closed',
        state_reason: 'completed',
      });
      break;
    default:
      break;
  }
  const where = decision.number ? ` #${decision.number}` : '';
  console.log(`External-links issue: ${decision.action}${where} (${report.broken.length} broken of ${report.urls}).`);
  return decision;
}
