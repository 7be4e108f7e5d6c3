CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dataset_rows" (
	"dataset_id" uuid NOT NULL,
	"row_key" bigint NOT NULL,
	"valid_from" integer NOT NULL,
	"valid_to" integer,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_rows_dataset_id_row_key_valid_from_pk" PRIMARY KEY("dataset_id","row_key","valid_from")
);
--> statement-breakpoint
CREATE TABLE "dataset_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"dataset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"max_row_key" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"size" bigint NOT NULL,
	"storage" text NOT NULL,
	"object_key" text NOT NULL,
	"received_size" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'dataset' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"error" text,
	"import_job_id" uuid,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"next_row_key" bigint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"snapshot_version" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"column_seq" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extraction_rule_spans" (
	"rule_id" uuid NOT NULL,
	"trace_id" text NOT NULL,
	"span_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extraction_rule_spans_rule_id_trace_id_span_id_pk" PRIMARY KEY("rule_id","trace_id","span_id")
);
--> statement-breakpoint
CREATE TABLE "extraction_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"dataset_id" uuid,
	"selector" jsonb NOT NULL,
	"mappings" jsonb NOT NULL,
	"rows_produced" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spans" (
	"project_id" uuid NOT NULL,
	"trace_id" text NOT NULL,
	"span_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"parent_span_id" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"status_message" text,
	"start_ns" bigint NOT NULL,
	"end_ns" bigint NOT NULL,
	"start_ms" double precision NOT NULL,
	"duration_ms" double precision NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"model" text,
	"provider" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"total_tokens" integer,
	"cost_usd" double precision,
	"attributes" jsonb NOT NULL,
	"resource_attributes" jsonb NOT NULL,
	"service_name" text,
	"events" jsonb NOT NULL,
	"session_id" text,
	"external_id" text,
	"user_id" text,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name" || ' ' || left(coalesce("input"::text, ''), 20000) || ' ' || left(coalesce("output"::text, ''), 20000))) STORED,
	CONSTRAINT "spans_project_id_trace_id_span_id_pk" PRIMARY KEY("project_id","trace_id","span_id")
);
--> statement-breakpoint
CREATE TABLE "traces" (
	"project_id" uuid NOT NULL,
	"trace_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"root_span_id" text,
	"root_name" text NOT NULL,
	"root_kind" text NOT NULL,
	"start_ms" double precision NOT NULL,
	"duration_ms" double precision NOT NULL,
	"span_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"total_tokens" bigint,
	"cost_usd" double precision,
	"external_id" text,
	"session_id" text,
	"user_id" text,
	"service_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traces_project_id_trace_id_pk" PRIMARY KEY("project_id","trace_id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_snapshots" ADD CONSTRAINT "dataset_snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_snapshots" ADD CONSTRAINT "dataset_snapshots_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_snapshots" ADD CONSTRAINT "dataset_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_uploads" ADD CONSTRAINT "dataset_uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_uploads" ADD CONSTRAINT "dataset_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rule_spans" ADD CONSTRAINT "extraction_rule_spans_rule_id_extraction_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."extraction_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spans" ADD CONSTRAINT "spans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traces" ADD CONSTRAINT "traces_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_project_idx" ON "api_keys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "dataset_snapshots_project_created_idx" ON "dataset_snapshots" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "dataset_snapshots_dataset_idx" ON "dataset_snapshots" USING btree ("dataset_id","version");--> statement-breakpoint
CREATE INDEX "dataset_uploads_project_idx" ON "dataset_uploads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "datasets_project_created_idx" ON "datasets" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extraction_rules_project_name_key" ON "extraction_rules" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "extraction_rules_project_active_idx" ON "extraction_rules" USING btree ("project_id","is_active");--> statement-breakpoint
CREATE INDEX "spans_project_start_idx" ON "spans" USING btree ("project_id","start_ms" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spans_search_idx" ON "spans" USING gin ("search");--> statement-breakpoint
CREATE INDEX "traces_project_start_idx" ON "traces" USING btree ("project_id","start_ms" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "traces_project_external_idx" ON "traces" USING btree ("project_id","external_id");--> statement-breakpoint
CREATE INDEX "traces_project_session_idx" ON "traces" USING btree ("project_id","session_id","start_ms");--> statement-breakpoint
-- Hand-written: dataset_rows has no foreign key (its per-row check halved import speed), so a statement trigger
-- deletes the rows of deleted datasets, project deletion included.
CREATE FUNCTION "dataset_rows_delete_orphans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dataset_rows" WHERE "dataset_id" IN (SELECT "id" FROM "deleted_datasets");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "datasets_delete_rows" AFTER DELETE ON "datasets" REFERENCING OLD TABLE AS "deleted_datasets"
  FOR EACH STATEMENT EXECUTE FUNCTION "dataset_rows_delete_orphans"();
