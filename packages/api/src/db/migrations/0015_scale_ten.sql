-- Ten times the data (bench/docs/ten-times-the-data.md). The stays rebuild of 0014, unchanged but for
-- how it finds each car's last stay: a LATERAL subquery per car scanned the whole `located` CTE once per car (cars ×
-- trips rows: 95 million for 1,000 cars of 100 trips, hours for 10,000), where one DISTINCT ON pass over it finds every
-- car's latest trip at once. A car's trips and blocks never overlap, so its latest end is unique and the row the same.
CREATE OR REPLACE FUNCTION car_stays_rebuild(car_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(car_ids) IS NULL OR cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM cars WHERE id = ANY (car_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM car_stays WHERE car_id = ANY (car_ids);
  INSERT INTO car_stays (car_id, city_id, from_at, until_at, next_city_id)
  WITH trips AS (
    SELECT b.car_id, t.start_at, t.end_at, t.start_city_id, t.end_city_id
      FROM bookings b
     CROSS JOIN LATERAL (
       SELECT b.start_at, b.end_at, b.start_city_id, b.end_city_id
        WHERE b.held_start_at IS NULL
       UNION ALL
       SELECT x.start_at, x.end_at, x.start_city_id, x.end_city_id
         FROM (VALUES (b.start_at, b.end_at, b.start_city_id, b.end_city_id),
                      (b.held_start_at, b.held_end_at, b.held_start_city_id, b.held_end_city_id))
              AS x (start_at, end_at, start_city_id, end_city_id)
        WHERE b.held_start_at IS NOT NULL
          AND NOT (b.start_at < b.held_end_at AND b.held_start_at < b.end_at)
       UNION ALL
       SELECT least(b.start_at, b.held_start_at), greatest(b.end_at, b.held_end_at),
              CASE WHEN b.start_at <= b.held_start_at THEN b.start_city_id ELSE b.held_start_city_id END,
              CASE WHEN b.end_at >= b.held_end_at THEN b.end_city_id ELSE b.held_end_city_id END
        WHERE b.held_start_at IS NOT NULL
          AND b.start_at < b.held_end_at AND b.held_start_at < b.end_at
     ) t
     WHERE b.car_id = ANY (car_ids) AND b.status <> 'Canceled'
    UNION ALL
    SELECT k.car_id, k.start_at, k.end_at, NULL, NULL
      FROM car_blocks k
     WHERE k.car_id = ANY (car_ids)
  ),
  numbered AS (
    SELECT t.*,
           count(t.end_city_id) OVER (PARTITION BY t.car_id ORDER BY t.start_at ROWS UNBOUNDED PRECEDING) AS moves,
           count(t.start_city_id) OVER (PARTITION BY t.car_id ORDER BY t.start_at DESC ROWS UNBOUNDED PRECEDING) AS ahead
      FROM trips t
  ),
  located AS (
    SELECT n.car_id, n.start_at, n.end_at,
           coalesce(max(n.end_city_id) OVER (PARTITION BY n.car_id, n.moves), c.city_id) AS city_after,
           max(n.start_city_id) OVER (PARTITION BY n.car_id, n.ahead) AS next_city_id
      FROM numbered n
      JOIN cars c ON c.id = n.car_id
  )
  SELECT l.car_id, coalesce(lag(l.city_after) OVER w, c.city_id), lag(l.end_at) OVER w, l.start_at, l.next_city_id
    FROM located l
    JOIN cars c ON c.id = l.car_id
  WINDOW w AS (PARTITION BY l.car_id ORDER BY l.start_at)
  UNION ALL
  SELECT c.id, coalesce(last.city_after, c.city_id), last.end_at, NULL, NULL
    FROM cars c
    LEFT JOIN (
      SELECT DISTINCT ON (l.car_id) l.car_id, l.end_at, l.city_after FROM located l
       ORDER BY l.car_id, l.end_at DESC
    ) last ON last.car_id = c.id
   WHERE c.id = ANY (car_ids);
END
$$;
