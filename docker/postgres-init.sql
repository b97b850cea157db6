-- Extra databases on the compose Postgres: Keycloak's own (Temporal's auto-setup creates its two itself).
create database keycloak;
