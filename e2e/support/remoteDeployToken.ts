/** The e2e servers' REMOTE_DEPLOY_TOKEN: what a team's CI would hold to release a remote. */
export const REMOTE_DEPLOY_TOKEN = 'e2e-remote-deploy-token';
