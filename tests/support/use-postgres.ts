// Marks this jest project as the PostgreSQL run: startTestApp() then creates a fresh database per app.
process.env.PARTSFEED_TEST_DB = 'postgres';
