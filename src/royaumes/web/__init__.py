"""The browser front-end: plain ES modules, CSS and one HTML shell, served by ``royaumes serve``.

``static/`` holds ``index.html`` (the shell of every page), ``app.js`` (the
router), ``lobby.js`` (games, rules, new table, invite links, my tables),
``table.js`` (the table frame: connection, turn, clock, log, end screen,
replay), ``ui.js`` (DOM and SVG helpers), ``i18n.js`` (French and English) and
one page module per game in ``games/<game_id>.js`` (``games/generic.js``
draws a game that has none). See ``games/README.md`` for what a page module
exports.
"""
