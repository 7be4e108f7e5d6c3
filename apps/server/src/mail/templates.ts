import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One plain layout for every mail: a sentence, a link, and why the person got it. */
function linkMail(to: string, subject: string, lead: string, action: string, url: string, footer: string): MailMessage {
  return {
    to,
    subject,
    text: `${lead}\n\n${action}: ${url}\n\n${footer}\n`,
    html:
      `<p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>Or paste this address into your browser: ${escapeHtml(url)}</p>` +
      `<p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

export const verifyEmailMail = (to: string, url: string) =>
  linkMail(
    to,
    'Verify your email for Assay',
    'Welcome to Assay. Confirm this is your email address to finish creating your account.',
    'Verify email',
    url,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  );

export const resetPasswordMail = (to: string, url: string) =>
  linkMail(
    to,
    'Reset your Assay password',
    'Someone asked to reset the password of your Assay account.',
    'Choose a new password',
    url,
    'The link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.',
  );

export const shareProjectMail = (to: string, inviterName: string, projectName: string, level: string, url: string) =>
  linkMail(
    to,
    `${inviterName} shared the project "${projectName}" with you`,
    `${inviterName} gave you ${level} access to the project "${projectName}" in Assay.`,
    'Open the project',
    url,
    'The link works once and expires in 7 days.',
  );

export const inviteUserMail = (to: string, inviterName: string, orgName: string, url: string) =>
  linkMail(
    to,
    `${inviterName} invited you to ${orgName} on Assay`,
    `${inviterName} invited you to join the organisation "${orgName}" in Assay.`,
    'Create your account',
    url,
    'Sign up with this email address to join.',
  );

export const accessRequestMail = (to: string, requesterName: string, projectName: string, url: string) =>
  linkMail(
    to,
    `${requesterName} asks for access to "${projectName}"`,
    `${requesterName} asked for access to the project "${projectName}".`,
    'Review the request',
    url,
    'You get this mail because you own the project.',
  );
