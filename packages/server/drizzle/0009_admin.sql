CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('staff.sign_in', 'staff.sign_out', 'staff.create', 'staff.update', 'certificate.approve', 'certificate.reject', 'review.dismiss', 'review.blind', 'review.unblind', 'review.uphold', 'review.blind_expired', 'review.delete', 'review.restore', 'review.mask', 'review.unmask', 'review.clear_flags', 'word.add', 'word.update', 'word.delete', 'audit.export')),
	CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" IN ('staff', 'certificate', 'review', 'word', 'audit'))
);
--> statement-breakpoint
CREATE TABLE "prohibited_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "prohibited_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"review_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	CONSTRAINT "review_flags_review_id_word_id_pk" PRIMARY KEY("review_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "review_masks" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"original" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_masks_reason_check" CHECK ("review_masks"."reason" IN ('abuse', 'personal_info', 'false_claim', 'other')),
	CONSTRAINT "review_masks_span_check" CHECK ("review_masks"."start" >= 0 AND "review_masks"."end" > "review_masks"."start")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"email" text,
	"oidc_subject" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_login_unique" UNIQUE("login"),
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_oidc_subject_unique" UNIQUE("oidc_subject"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "staff_oidc_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_status_check";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "university_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "campus_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_university_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_confidence" double precision;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_text" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "precheck_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "blinded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "blinded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "blind_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "appeal_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_staff_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prohibited_words" ADD CONSTRAINT "prohibited_words_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_word_id_prohibited_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."prohibited_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_cleared_by_staff_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_masks" ADD CONSTRAINT "review_masks_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_masks" ADD CONSTRAINT "review_masks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "review_flags_open_idx" ON "review_flags" USING btree ("review_id") WHERE "review_flags"."cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "review_flags_word_idx" ON "review_flags" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "review_masks_review_idx" ON "review_masks" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_precheck_university_id_universities_id_fk" FOREIGN KEY ("precheck_university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "certificates_precheck_idx" ON "certificates" USING btree ("precheck_state","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","review_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_moderated_idx" ON "reviews" USING btree ("status","blinded_until") WHERE "reviews"."status" <> 'public';--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reject_reason_check" CHECK ("certificates"."reject_reason" IN ('unreadable', 'wrong_school', 'not_admission', 'other'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_precheck_state_check" CHECK ("certificates"."precheck_state" IN ('queued', 'running', 'done', 'failed', 'off'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" IN ('dismissed', 'blinded', 'deleted'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('public', 'blinded', 'deleted'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reject_reason_check" CHECK ("users"."reject_reason" IN ('unreadable', 'wrong_school', 'not_admission', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('verified', 'pending', 'unverified', 'rejected'));--> statement-breakpoint
-- The audit trail is append-only for everyone, the database owner included: no statement may change or remove a
-- row (the application has no such path either). TRUNCATE stays possible for wiping a whole test database.
CREATE OR REPLACE FUNCTION jb_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION jb_audit_log_append_only();
