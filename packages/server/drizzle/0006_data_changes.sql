-- Map answers (markers, search rankings) are reused while the data they are made from is unchanged
-- (src/db/client.ts DataChanges). Every statement that changes that data tells each listening server,
-- whichever process wrote it; PostgreSQL delivers the notification when the transaction commits, never before.
CREATE OR REPLACE FUNCTION jb_notify_data_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('jb_data_changed', ''); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER buildings_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buildings
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER agencies_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER campuses_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campuses
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER universities_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON universities
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
-- Likes and photos change cards (hearts, counts, the first photo) even where no aggregate column moves.
CREATE TRIGGER building_likes_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON building_likes
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER agency_likes_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agency_likes
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER review_likes_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_likes
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER review_images_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_images
  FOR EACH STATEMENT EXECUTE FUNCTION jb_notify_data_changed();
