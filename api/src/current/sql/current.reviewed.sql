-- Written by `npm run sql:review` from the statements of api/src/current: review a change here.

-- current/sql/import-stage.sql.ts DUPLICATE_PROBLEMS
SELECT CAST(? AS VARCHAR(255)) AS file, st.line AS line,
       CASE WHEN st.by_id THEN 'id' ELSE 'item_number' END AS column_name, st.item_key AS value,
       'duplicate key, first given on line ' || s.line || '; this row is skipped' AS reason FROM current_import_stage st JOIN current_import_sorted s ON s.by_id = st.by_id AND s.item_key = st.item_key AND s.kit = CASE WHEN st.is_kit IS NULL THEN 2 WHEN st.is_kit THEN 1 ELSE 0 END
       WHERE st.line <> s.line ORDER BY st.line;

-- current/sql/staged-match.sql.ts NOT_FOUND_PROBLEMS true
SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line,
       'id' AS column_name, s.item_key AS value,
       CASE WHEN s.is_kit IS NULL THEN 'no item has this id'
            ELSE 'no ' || CASE WHEN s.is_kit THEN 'kit' ELSE 'single' END || ' has this id' END AS reason
       FROM current_import_sorted s
       WHERE s.by_id = TRUE
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE s.by_id = TRUE AND c.id = s.item_key AND (s.is_kit IS NULL OR c.is_kit = s.is_kit))
       ORDER BY s.line;

-- current/sql/staged-match.sql.ts NOT_FOUND_PROBLEMS false
SELECT CAST(? AS VARCHAR(255)) AS file, s.line AS line,
       'item_number' AS column_name, s.item_key AS value,
       CASE WHEN s.is_kit IS NULL THEN 'no item has this item number'
            ELSE 'no ' || CASE WHEN s.is_kit THEN 'kit' ELSE 'single' END || ' has this item number' END AS reason
       FROM current_import_sorted s
       WHERE s.by_id = FALSE
         AND NOT EXISTS (SELECT 1 FROM current_items c WHERE s.by_id = FALSE AND c.part_number = s.item_key AND (s.is_kit IS NULL OR c.is_kit = s.is_kit))
       ORDER BY s.line;
