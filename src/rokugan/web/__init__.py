"""The browser table: a web server and client for every game in `core.registry` (see docs/web.md)."""
