import { version } from "@grafiek/core"; console.log(version);
