ALTER TABLE "cars" ADD COLUMN "feature_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "photo_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- Custom part (drizzle-kit writes no functions or triggers): the database keeps a car's feature_list and photo_list
-- in step with car_features and car_photos itself, in the writer's transaction, so no path (the car form, the seed,
-- a hand-written statement) can forget them. Features are never changed once created (found or created by type and
-- text), so a list never goes stale through them. Statement-level: a car form's write refreshes the car once per
-- statement, not once per row.
CREATE FUNCTION car_lists_refresh(car_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(car_ids) IS NULL OR cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE cars c
     SET feature_list = coalesce((
           SELECT json_agg(json_build_object('id', f.id, 'featureType', f.feature_type, 'featureText', f.feature_text)
                           ORDER BY cf.position)
             FROM car_features cf JOIN features f ON f.id = cf.feature_id
            WHERE cf.car_id = c.id), '[]'::json),
         photo_list = coalesce((
           SELECT json_agg(json_build_object('id', p.id, 'sha256', p.sha256) ORDER BY p.position, p.id)
             FROM car_photos p
            WHERE p.car_id = c.id), '[]'::json)
   WHERE c.id = ANY (car_ids);
END
$$;--> statement-breakpoint
CREATE FUNCTION car_lists_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_lists_refresh(array(SELECT DISTINCT car_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_lists_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_lists_refresh(array(SELECT car_id FROM old_rows UNION SELECT car_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_lists_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_lists_refresh(array(SELECT DISTINCT car_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION car_lists_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM car_lists_refresh(array(SELECT id FROM cars));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER car_lists_features_insert AFTER INSERT ON car_features REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_insert();--> statement-breakpoint
CREATE TRIGGER car_lists_features_update AFTER UPDATE ON car_features REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_update();--> statement-breakpoint
CREATE TRIGGER car_lists_features_delete AFTER DELETE ON car_features REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_delete();--> statement-breakpoint
CREATE TRIGGER car_lists_features_truncate AFTER TRUNCATE ON car_features
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_truncate();--> statement-breakpoint
CREATE TRIGGER car_lists_photos_insert AFTER INSERT ON car_photos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_insert();--> statement-breakpoint
CREATE TRIGGER car_lists_photos_update AFTER UPDATE ON car_photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_update();--> statement-breakpoint
CREATE TRIGGER car_lists_photos_delete AFTER DELETE ON car_photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_delete();--> statement-breakpoint
CREATE TRIGGER car_lists_photos_truncate AFTER TRUNCATE ON car_photos
  FOR EACH STATEMENT EXECUTE FUNCTION car_lists_after_truncate();--> statement-breakpoint
SELECT car_lists_refresh(array(SELECT id FROM cars));
