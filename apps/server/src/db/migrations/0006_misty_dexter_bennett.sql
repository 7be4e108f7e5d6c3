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
DROP INDEX "spans_project_seq_idx";--> statement-breakpoint
ALTER TABLE "extraction_rule_spans" ADD CONSTRAINT "extraction_rule_spans_rule_id_extraction_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."extraction_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_rules" ADD CONSTRAINT "extraction_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extraction_rules_project_name_key" ON "extraction_rules" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "extraction_rules_project_active_idx" ON "extraction_rules" USING btree ("project_id","is_active");