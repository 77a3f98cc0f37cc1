import { defineWidget, opt, type SettingsOf } from '../../kit';

const POST = 'Post';

const options = {
  label: opt.text({ label: 'Button text', default: 'OK' }),
  link: opt.text({
    label: 'Link',
    help: 'A web address (http, https, or a path on this site) a press opens in a new tab, with {{placeholders}}; values after ? or # are URL-encoded.',
    placeholder: 'https://example.org/report?id={{id}}',
  }),
  openLinkInSameTab: opt.boolean({ label: 'Open the link in this tab', help: 'Leave the app for the link instead of opening a new tab.' }),
  postLink: opt.text({
    label: 'Post link',
    group: POST,
    help: 'A press POSTs the post object as JSON to this address. Write its server here: placeholders may fill in only the path and the query. No login of this site is sent along; another site must allow the request (CORS).',
    placeholder: '/hooks/report or https://example.org/api/{{id}}',
  }),
  postObject: opt.json({
    label: 'Post object',
    group: POST,
    help: 'The JSON sent, e.g. {"gebouw": "{{gebouw}}", "jaar": 2024}; {{placeholders}} in texts are filled. Empty: {}.',
  }),
  postDownload: opt.boolean({ label: 'Save the answer as a file', group: POST, help: 'The answer of the post is downloaded instead of only checked.' }),
  downloadFileName: opt.text({
    label: 'Download file name',
    group: POST,
    help: 'With {{placeholders}}. Empty: the name the server gives, else the last part of the address.',
    dependsOn: { postDownload: true },
  }),
  changeParameter: opt.json({
    label: 'Variables to change',
    help: 'A JSON object of app variables and the values a press gives them, e.g. {"stap": "2", "gekozen": "{{gebouw}}"}; after a post, only when it succeeded.',
    placeholder: '{"variable": "value"}',
  }),
  messages: opt.json({
    label: 'Messages',
    help: 'What a press says: {"success": "Sent", "failure": "Not sent"}. A failure is shown with its reason. Without a success text only a post or a download is confirmed.',
    placeholder: '{"success": "…", "failure": "…"}',
  }),
};

export type SimplePushButtonSettings = SettingsOf<typeof options>;

export const simplePushButton = defineWidget({
  type: 'BBSimplePushButton',
  label: 'BBSimplePushButton',
  category: 'Action',
  description: 'A button that opens a link, posts JSON to an address (and can save the answer as a file), and sets app variables, with {{placeholders}} filled.',
  options,
  view: () => import('./SimplePushButtonView'),
});
