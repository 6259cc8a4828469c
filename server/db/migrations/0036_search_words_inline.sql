-- A search walks the newest public stories and tests each one's words (`search`) against the
-- query, then ranks the newest matches: a few hundred stories per search. Kept beside the long
-- text in the side table PostgreSQL moves long values to, each test first looked the words up
-- there, which made a search of a common word cost several times a list. Stored in the row itself
-- (compressed there only when the row would not fit), the words are read with the row, and the
-- story's text is the value that moves aside. CLUSTER rewrites the stories once so every row
-- already keeps its words this way; the stories keep no clustering order after it.
alter table campaigns alter column search set storage main;
cluster campaigns using campaigns_pkey;
alter table campaigns set without cluster;
