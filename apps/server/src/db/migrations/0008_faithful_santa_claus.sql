ALTER TABLE "dataset_rows" DROP CONSTRAINT "dataset_rows_dataset_id_datasets_id_fk";
--> statement-breakpoint
CREATE FUNCTION "dataset_rows_delete_orphans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dataset_rows" WHERE "dataset_id" IN (SELECT "id" FROM "deleted_datasets");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "datasets_delete_rows" AFTER DELETE ON "datasets" REFERENCING OLD TABLE AS "deleted_datasets"
  FOR EACH STATEMENT EXECUTE FUNCTION "dataset_rows_delete_orphans"();
