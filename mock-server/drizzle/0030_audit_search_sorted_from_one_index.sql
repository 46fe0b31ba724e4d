-- GET /audit searched and sorted by another column than the time (q=strataproperty&sort=action: 9,091 events at
-- 100,000, on 4,546 of the trail's pages) read every match from the trail before sorting: 41-88 ms at p99 on PGlite.
-- With the search's texts, the events' side and every sort key in one index, the page's ids are sorted from the index
-- alone and only its 25 rows are read from the trail.
CREATE INDEX "audit_events_search_text_sort_keys_idx" ON "audit_events" USING btree ("search_text","side","action","actor_name","target_type","id");