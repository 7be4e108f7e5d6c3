CREATE TABLE "canvas_results" (
	"job_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"variables" jsonb NOT NULL,
	"status" text NOT NULL,
	"response" text,
	"error" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"cost_usd" real,
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvas_results_job_id_row_index_pk" PRIMARY KEY("job_id","row_index")
);
--> statement-breakpoint
ALTER TABLE "canvas_results" ADD CONSTRAINT "canvas_results_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;