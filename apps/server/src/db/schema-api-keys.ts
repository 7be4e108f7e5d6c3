// Tables for the api-keys area; projects and users live in ./schema.
export {};
