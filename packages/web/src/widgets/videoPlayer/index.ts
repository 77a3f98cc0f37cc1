import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';

const PLAYING = 'Playing';

const options = {
  url: opt.text({
    label: 'Video URL',
    help: 'A video file on this server, e.g. one uploaded with the Upload widget (/api/download/...). External URLs are not supported. {{placeholders}} take the query\'s first row, else the app variable.',
  }),
  query: queryOption('', 'Optional. Without a video URL, the first row\'s ?src_URL (or ?src, ?url, ?video, else first column) plays, with its ?poster and ?title.'),
  poster: opt.text({ label: 'Poster', help: 'A picture shown before the video plays (https, this server or data:image URL); {{placeholders}} as in the URL.' }),
  title: opt.text({ label: 'Title', help: 'Shown under the video and read out by screen readers; {{placeholders}} as in the URL.' }),
  autoplay: opt.boolean({ label: 'Play at once (muted)', group: PLAYING, help: 'Browsers only start a video by themselves without sound.' }),
  loop: opt.boolean({ label: 'Play in a loop', group: PLAYING }),
  muted: opt.boolean({ label: 'Start without sound', group: PLAYING }),
  ...messageOptions,
};

export type VideoPlayerSettings = SettingsOf<typeof options>;

export const videoPlayer = defineWidget({
  type: 'VideoPlayer',
  label: 'VideoPlayer',
  category: 'Content',
  description: 'Plays a video file from this server (its URL from the config or the query\'s ?src_URL) with the browser\'s own controls.',
  options,
  view: () => import('./VideoPlayerView'),
});
