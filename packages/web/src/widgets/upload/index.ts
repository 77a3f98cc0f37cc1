import { defineWidget, opt, type SettingsOf } from '../../kit';

const SENDING = 'Sending';
const MESSAGES = 'Messages';
const AFTER = 'After success';

const options = {
  serverUrl: opt.text({
    label: 'Upload repository',
    group: SENDING,
    help: 'The repository of this server the files go to: its name, or its /api/sparql/… or /api/upload/… address. Empty: the app\'s repository (its address with sparql replaced by upload).',
  }),
  command: opt.searchselect(['uploadAnyFile', 'uploadAnyXLSX', 'uploadRDF'], {
    label: 'Command',
    group: SENDING,
    default: 'uploadAnyFile',
    help: 'uploadAnyFile keeps the file and gives its address; uploadAnyXLSX loads the rows of a workbook; uploadRDF loads an RDF file. Add :tag (uploadAnyFile:ruletag) to run the rules with that tag afterwards, with the extra fields and what the upload made as parameters.',
  }),
  fileExtensions: opt.array({
    label: 'File extensions',
    help: 'The files accepted, e.g. ttl, csv, xlsx; a file with another extension is refused with a message before anything is sent. Empty: any file (the server still checks the content).',
  }),
  multiple: opt.boolean({ label: 'Several files', help: 'Accept several files at once; each is uploaded on its own, one after the other.' }),
  autoUpload: opt.boolean({
    label: 'Upload at once',
    default: true,
    help: 'Upload as soon as files are dropped or chosen. Off: they are listed with an Upload button.',
  }),
  extraJSON: opt.json({
    label: 'Extra fields',
    group: SENDING,
    placeholder: '{"graph": "http://example.org/data", "status": "{{keuze}}"}',
    help: 'A JSON object sent with every file: graph, base and namespace for loaded data, anything else a parameter of the rules after the upload. Text values may use {{placeholders}}; one without a value stops the upload with a message.',
  }),
  background: opt.boolean({
    label: 'In the background',
    group: SENDING,
    help: 'The server takes the file and processes it as a job (a JobStatus widget counts it); the widget follows the job until it has ended.',
  }),
  initiatorTags: opt.array({
    label: 'Job tags',
    group: SENDING,
    help: 'Tags the upload\'s job carries besides its command and rule tag, so a JobStatus widget can count just these jobs.',
  }),
  uploadText: opt.text({ label: 'Drop zone text', group: MESSAGES, default: 'Drop a file here or choose one' }),
  processingText: opt.text({
    label: 'Processing text',
    group: MESSAGES,
    default: 'Processing…',
    help: 'Shown once the file has been sent, while the server keeps or loads it and runs its rules.',
  }),
  successMessage: opt.text({ label: 'Success message', group: MESSAGES, help: 'Shown when a file was uploaded and its rules ran; may use {{placeholders}}. Empty: what the server did.' }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: MESSAGES,
    help: 'Shown above the server\'s reason when an upload failed; may use {{placeholders}}. Empty: "could not upload file".',
  }),
  resultUri: opt.variable({
    label: 'Result variable',
    group: AFTER,
    help: 'Gets the kept file\'s address (uploadAnyFile) or the graph the data went into (uploadAnyXLSX, uploadRDF with a graph) after each successful upload.',
  }),
  successEval: opt.javascript({
    label: 'JavaScript after success',
    group: AFTER,
    help: 'Runs in the script sandbox after each successful upload: row holds fileName, fileUrl, graph, quads and jobId as far as the upload made them; publish(key, value) and getVariable(key) work as in a table\'s onClick.',
  }),
};

export type UploadSettings = SettingsOf<typeof options>;

export const upload = defineWidget({
  type: 'BBUpload',
  label: 'Upload',
  category: 'Action',
  description: 'A drop zone and file picker that uploads files to a repository (keep, load a workbook or RDF, then run rules), with a progress bar, and publishes what the upload made.',
  options,
  view: () => import('./UploadView'),
});
