// Tables for the extraction-rules area; projects and users live in ./schema.
export {};
