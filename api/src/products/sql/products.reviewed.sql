-- Written by `npm run sql:review` from the statements of api/src/products: review a change here.

-- products/sql/products-import.sql.ts REPLACED_PROBLEMS
SELECT s.file AS file, s.line AS line, 'part_number' AS column_name, s.part_number AS value,
       'part number given again on line ' || l.line || ' of ' || l.file || ', which is the one saved' AS reason
       FROM product_import_stage s JOIN (SELECT part_number, MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM product_import_stage GROUP BY part_number) k ON k.part_number = s.part_number JOIN product_import_stage l ON l.seq = k.last_seq
       WHERE s.seq <> k.last_seq;
