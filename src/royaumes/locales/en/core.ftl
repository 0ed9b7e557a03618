cli-error = Error: { $message }
cli-bad_lang = unknown language '{ $code }'; use fr or en
cli-bad_option = bad --option '{ $text }': expected key=value
cli-games-title = Royaumes games
cli-games-id = id
cli-games-game = game
cli-games-players = players
cli-games-summary = summary
cli-bad_seat = seat { $seat } is not a seat of a { $players }-player table (0 to { $last })
cli-bad_bots = --bots gives { $given } names; give one name, or { $wanted } (one per { $what })
cli-seat_word = other seat
cli-seat_word_all = seat
cli-no_heuristic = No heuristic bot for { $game } yet: the bots play at random.
cli-replay_with = Replay it with: royaumes replay { $path }
cli-seed = seed { $seed }
cli-file_error = cannot read '{ $path }': { $reason }
cli-serve_open = Royaumes: open { $url } in your browser (Ctrl-C stops the server).
cli-serve_lan = On the same Wi-Fi, friends open { $url } (or scan this code); each table's links and QR codes point there.
cli-serve_no_lan = --lan: this machine has no address in a local network (no Wi-Fi or cable connected?); links work on this computer only.
cli-serve_local = Links work on this computer only. To play with friends on the same Wi-Fi: royaumes serve --lan (./run.sh --lan)
cli-serve_public = Links point to { $url }.
cli-serve_bad_url = --public-url '{ $url }' is not an http(s) address with a host and no path (e.g. https://royaumes.example.org)
cli-serve_data_dir = cannot write the database folder '{ $path }': { $reason } (choose another with --data-dir)
rules-options = Options
rules-default = default
rules-also = also
rules-none = No rules summary is written for { $game } yet.
rules-int_from = an integer ≥ { $low }
rules-int_between = an integer from { $low } to { $high }
rules-list_of = a comma-separated list, each { $items }
rules-number_between = a number between { $low } and { $high }
rules-seat = player { $n }
rules-yes = yes
rules-no = no
rules-off = off
rules-list_off = as the rules say
play-welcome = { $title } · { $players } players · seed { $seed }
play-you = you
play-bot-random = random
play-bot-easy = easy
play-bot-normal = normal
play-bot-hard = hard
play-bot-expert = expert
play-prompt = Your move ({ $keys }, ? for help, q to quit):{" "}
play-keys_numbers = { $k ->
    [1] the number 1
   *[other] a number from 1 to { $k }
}
play-keys_letters = { $k ->
    [1] the letter a
   *[other] a letter from a to { $last }
}
play-bad_number = '{ $text }': choose { $keys }
play-not_legal = '{ $text }' is not one of your moves now
play-illegal = '{ $text }' is not allowed now: { $reason }
play-ambiguous = '{ $text }' could be { $options }: type the whole text
play-not_understood = '{ $text }' is not understood: type { $keys }, an action such as '{ $example }', ? for help, or q
play-choices = { $n } choices
play-back = back to the first list
play-help_title = What you can type:
play-help_menu = { $keys }: that move of the list
play-help_text = a move's text, such as '{ $example }', or its end, such as '{ $tail }'
play-help_number = a number alone: the move whose text ends with it ({ $number } is '{ $action }')
play-help_back = < or back: the first list again (a long list comes in two steps)
play-help_help = ? or help: this help
play-help_quit = q: save the game and quit (go on later with royaumes play --resume FILE)
play-help_rules = the rules: royaumes rules { $game } (in another terminal)
play-resumed = Game resumed from { $path } after { $steps } steps.
play-resume_hint = Go on later with: royaumes play --resume { $path }
play-resume_over = { $path } holds a finished game: watch it with royaumes replay { $path }
play-resume_no_human = { $path } has no seat played by a person ("human")
play-resume_conflict = --resume takes the game, seats, bots, options and seed from the file: do not give { $names } with it
play-resume_other = { $path } holds a game of { $saved }, not of { $game }
play-no_game = name a game to play (see royaumes games), or give --resume FILE
play-your_moves = Your moves
play-quit = Game stopped.
play-saved = Record saved to { $path }
play-interrupted = Interrupted.
play-press_enter = (press Enter to continue)
play-thinking = { $seat } is thinking…
ui-view = View of { $who }
ui-spectator = spectator
ui-recent = Recent events
ui-game_over = Game over
ui-final = Final result
ui-rank = rank
ui-seat = seat
ui-who = player
ui-points = points
ui-winner = winner
ui-winners = Winner: { $names }
ui-shared = Shared victory: { $names }
ui-nobody = No seat wins.
ui-step = step { $n }
replay-header = Replay of { $game } v{ $version } · { $players } players · seed { $seed }
replay-seats = Seats: { $seats }
replay-perspective_full = Everything shown (all hidden information revealed)
replay-perspective_seat = As seen by { $seat }
replay-perspective_spectator = As seen by a spectator
replay-unfinished = The record ends before the game does ({ $steps } steps).
replay-prompt = Enter: next step, q: stop{" "}
sim-running = Playing { $n } matches
sim-seats_title = { $game } · { $n } matches · { $players } players · seed { $seed }
sim-bots_title = Per bot (all its seats together)
sim-seat = seat
sim-bot = bot
sim-seats = seats
sim-wins = wins
sim-games = games
sim-win_rate = win rate
sim-ci = 95% CI (Wilson)
sim-mean_points = mean pts
sim-caption = A shared victory counts as a win for each winner.
sim-length = Mean game length: { NUMBER($actions, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } actions ({ NUMBER($decisions, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } seat decisions), { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s in all
sim-json_saved = Summary written to { $path }
sim-outcomes_title = How the games ended (which side won)
sim-outcome = ending
sim-count = games
sim-rate = share
arena-running = Playing { $games } { $games ->
    [one] game
   *[other] games
} ({ $deals } { $deals ->
    [one] deal
   *[other] deals
} × { $players } seatings)
arena-title = { $game } · arena · { $deals } { $deals ->
    [one] deal
   *[other] deals
} × { $players } seatings = { $games } { $games ->
    [one] game
   *[other] games
} · seed { $seed }
arena-caption = Each deal is played once per rotation of the line-up, with the deal's seed: every bot sits at every seat. A win shared by k winners counts 1/k for each. Ratings: openskill Plackett–Luce (prior μ 25, σ 8.33); a bot at several seats takes the mean of its seats' ratings.
arena-bot = bot
arena-seats = seats
arena-games = games
arena-mu = μ
arena-sigma = σ
arena-ordinal = μ − 3σ
arena-win_share = win share
arena-ci = 95% CI (Wilson)
arena-fair_share = fair share
arena-mean_points = mean pts
arena-mean_rank = mean rank
arena-pairs_title = Paired comparison (the same deals)
arena-pairs_caption = Ahead: the share of games where the bot's best seat ranks above the other's (a tie counts half). Deals: those where its win share over the deal's seatings is above / equal to / below the other's.
arena-against = against
arena-ahead = ahead
arena-deals = deals + / = / −
arena-nothing = Line-up checked; no deals asked (-n 0): nothing played.
arena-seconds = { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s in all
arena-bad_entry = bad --bots entry '{ $text }': expected a bot level, or LEVEL*COUNT (e.g. normal*3)
arena-bad_players = --players { $players } does not match the { $given } bots of --bots (give one level alone to fill every seat)
arena-bad_count = the line-up has { $given } bots, but { $game } is played by { $players } players
bench-result = { $game }, { $players } players, one core ({ $path }): { NUMBER($dps, minimumFractionDigits: 0, maximumFractionDigits: 0) } decisions, { NUMBER($aps, minimumFractionDigits: 0, maximumFractionDigits: 0) } actions and { NUMBER($gps, minimumFractionDigits: 1, maximumFractionDigits: 1) } games per CPU second
bench-detail = { $games } games, { $decisions } decisions and { $actions } actions (chance included) in { NUMBER($cpu, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } CPU s ({ NUMBER($wall, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s of wall time; seed { $seed })
bench-bad_path = unknown path { $path }; known: { $known }
# An event a game narrates with no message of its own: who, and its canonical text.
event-raw = { $who }: { $text }
lab-title = { $game } · balance lab · { $players } players
lab-reproduce = The command that reproduces this report:
lab-method = Each variant played the same { $deals } deals, each once per rotation of its line-up (every bot at every seat): { $games } games per variant, root seed { $seed }. A win shared by k winners counts 1/k for each; draws are counted apart.
lab-lower_wins = In this game the lowest total wins: points are "lower is better".
lab-variants = Variants
lab-variant = variant
lab-options = options changed from the defaults
lab-bots = line-up
lab-each_variant = Each variant
lab-win_share = Win share by seat (95% Wilson interval)
lab-fair_share = fair share
lab-balance = seat balance (chi-square)
lab-draws = draws
lab-by_bot = Win share by bot
lab-points = points
lab-points_lower = points (lower wins)
lab-winner_points = winners' points
lab-decisions = decisions per game
lab-distributions = Distributions
lab-dist_caption = Median [first quartile, third quartile] · minimum … maximum · mean. Points pool every seat of every game.
lab-endings = Endings (share of games)
lab-events = Public events per game (mean)
lab-event_kind = event
lab-comparisons = Differences from the defaults (paired: the same deals and seats)
lab-paired_caption = Variant minus defaults, game by game, with the paired t test's 95% interval and p-value; "clear" where the interval leaves out 0. Many rows are tested at once: expect one in twenty to look clear by chance.
lab-measure = measure
lab-difference = difference [95% CI]
lab-clear = clear
lab-power = A difference of 5 points of win share at a seat needs about { $needed } games per variant to show (80% power, 5% two-sided); this run shows differences of { $detectable } points or more.
lab-plots = Plots
lab-plot_seats = Win share by seat
lab-plot_points = Final points, every seat
lab-plot_length = Game length
lab-plot_deal_scores = Running scores at each deal or round boundary, the last at the end (median and quartiles)
lab-plot_endings = Endings
lab-games = games
lab-deal_number = boundary (deal or round); the last is the end
lab-running_score = running score
lab-share_of_games = share of games
lab-files = Beside this page: plots/*.png, games.csv and games.parquet (one row per game), lab.json (the statistics and every game).
lab-running = Playing { $games } games ({ $variants } { $variants ->
    [one] variant
   *[other] variants
} × { $deals } { $deals ->
    [one] deal
   *[other] deals
} × up to { $players } seatings)
lab-written = Report written: { $path }
lab-bad_players = give --players, or a --bots line-up with one bot per seat
lab-bad_out = --out { $path } is a file: give a folder for the report
lab-data_copied = the data files as played, with their SHA-256, are in data/ beside this page
lab-checking = Checking the variants…
lab-seat_games = seats (every seat of every game)
