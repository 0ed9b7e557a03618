"""One package per game; each exposes a module-level ``GAME`` (see ``royaumes.registry``)."""
