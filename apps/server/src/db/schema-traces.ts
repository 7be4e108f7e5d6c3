// Tables for the traces area; projects and users live in ./schema.
export {};
