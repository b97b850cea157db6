// Values the global setups hand to tests: `inject('DATABASE_URL')` etc. (also set as process.env for the workers).
declare module 'vitest' {
  export interface ProvidedContext {
    DATABASE_URL: string;
    AUTH_DATABASE_URL: string;
    WEB_URL: string;
    KEYCLOAK_URL: string;
    API_URL: string;
    E2E_DATABASE_URL: string;
    E2E_STORAGE: string;
  }
}
export {};
