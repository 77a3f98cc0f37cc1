// Types of cluster.mjs for the TypeScript test (the e2e project does not check JavaScript); keep in
// step with the JSDoc there.

export declare const serverMain: string;
export declare const haproxyTemplate: string;
export declare function findHaproxy(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function createDatabase(adminUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }>;

export interface GrafiekProcess {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  exited: () => boolean;
  logs: (lines?: number) => string;
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
}

export declare function startGrafiek(options: {
  name: string;
  databaseUrl: string;
  adminEmail: string;
  adminPassword: string;
  env?: Record<string, string>;
}): Promise<GrafiekProcess>;

export declare function haproxyConfig(options: { bind: string; servers: { name: string; url: string }[] }): Promise<string>;

export interface Proxy {
  url: string;
  config: string;
  logs: () => string;
  stop: () => Promise<void>;
}

export declare function startHaproxy(options: { servers: { name: string; url: string }[]; haproxy?: string }): Promise<Proxy>;

export interface Cluster {
  databaseUrl: string;
  servers: GrafiekProcess[];
  proxy: Proxy;
  adminEmail: string;
  adminPassword: string;
  stop: () => Promise<void>;
}

export declare function startCluster(options: {
  adminDatabaseUrl: string;
  count: number;
  env?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<Cluster>;
