// Tables for the datasets area; projects and users live in ./schema.
export {};
