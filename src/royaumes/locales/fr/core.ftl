cli-error = Erreur : { $message }
cli-bad_lang = langue inconnue '{ $code }' ; choisissez fr ou en
cli-bad_option = --option '{ $text }' invalide : il faut clé=valeur
cli-games-title = Les jeux de Royaumes
cli-games-id = id
cli-games-game = jeu
cli-games-players = joueurs
cli-games-summary = en bref
cli-bad_seat = la place { $seat } n'existe pas à une table de { $players } joueurs (0 à { $last })
cli-bad_bots = --bots donne { $given } noms ; donnez un nom, ou { $wanted } (un par { $what })
cli-seat_word = autre place
cli-seat_word_all = place
cli-no_heuristic = Pas encore de bot heuristique pour { $game } : les bots jouent au hasard.
cli-replay_with = Pour la revoir : royaumes replay { $path }
cli-seed = graine { $seed }
cli-file_error = impossible de lire '{ $path }' : { $reason }
cli-serve_open = Royaumes : ouvrez { $url } dans votre navigateur (Ctrl-C arrête le serveur).
cli-serve_lan = Sur le même Wi-Fi, vos amis ouvrent { $url } (ou scannent ce code) ; les liens et QR codes de chaque table y mènent.
cli-serve_no_lan = --lan : cette machine n'a pas d'adresse dans un réseau local (ni Wi-Fi ni câble ?) ; les liens ne marchent que sur cet ordinateur.
cli-serve_local = Les liens ne marchent que sur cet ordinateur. Pour jouer avec des amis sur le même Wi-Fi : royaumes serve --lan (./run.sh --lan)
cli-serve_public = Les liens mènent à { $url }.
cli-serve_bad_url = --public-url '{ $url }' n'est pas une adresse http(s) avec un hôte et sans chemin (par exemple https://royaumes.example.org)
cli-serve_data_dir = impossible d'écrire dans le dossier de la base '{ $path }' : { $reason } (choisissez-en un autre avec --data-dir)
rules-options = Options
rules-default = par défaut
rules-also = autres valeurs
rules-none = Pas encore de résumé des règles pour { $game }.
rules-int_from = un entier ≥ { $low }
rules-int_between = un entier de { $low } à { $high }
rules-list_of = une liste séparée par des virgules, chacun { $items }
rules-number_between = un nombre entre { $low } et { $high }
rules-seat = joueur { $n }
rules-yes = oui
rules-no = non
rules-off = désactivé
rules-list_off = selon les règles
play-welcome = { $title } · { $players } joueurs · graine { $seed }
play-you = vous
play-bot-random = au hasard
play-bot-easy = facile
play-bot-normal = normal
play-bot-hard = difficile
play-bot-expert = expert
play-prompt = Votre coup ({ $keys }, ? pour l'aide, q pour quitter) :{" "}
play-keys_numbers = { $k ->
    [1] le nombre 1
   *[other] un nombre de 1 à { $k }
}
play-keys_letters = { $k ->
    [1] la lettre a
   *[other] une lettre de a à { $last }
}
play-bad_number = '{ $text }' : choisissez { $keys }
play-not_legal = '{ $text }' n'est pas un de vos coups possibles maintenant
play-illegal = '{ $text }' n'est pas permis maintenant : { $reason }
play-ambiguous = '{ $text }' peut être { $options } : tapez le texte entier
play-not_understood = '{ $text }' n'est pas compris : tapez { $keys }, une action comme '{ $example }', ? pour l'aide, ou q
play-choices = { $n } choix
play-back = retour à la première liste
play-help_title = Ce que vous pouvez taper :
play-help_menu = { $keys } : ce coup de la liste
play-help_text = le texte d'un coup, comme '{ $example }', ou sa fin, comme '{ $tail }'
play-help_number = un nombre seul : le coup dont le texte finit par lui ({ $number } est '{ $action }')
play-help_back = < ou retour : de nouveau la première liste (une longue liste vient en deux temps)
play-help_help = ? ou aide : cette aide
play-help_quit = q : enregistrer la partie et quitter (la reprendre avec royaumes play --resume FICHIER)
play-help_rules = les règles : royaumes rules { $game } (dans un autre terminal)
play-resumed = Partie reprise depuis { $path } après { $steps } coups.
play-resume_hint = La reprendre plus tard : royaumes play --resume { $path }
play-resume_over = { $path } contient une partie terminée : la revoir avec royaumes replay { $path }
play-resume_no_human = { $path } n'a aucune place jouée par une personne (« human »)
play-resume_conflict = --resume prend le jeu, les places, les bots, les options et la graine dans le fichier : ne donnez pas { $names } avec
play-resume_other = { $path } contient une partie de { $saved }, pas de { $game }
play-no_game = nommez un jeu à jouer (voir royaumes games), ou donnez --resume FICHIER
play-your_moves = Vos coups
play-quit = Partie arrêtée.
play-saved = Partie enregistrée dans { $path }
play-interrupted = Interrompu.
play-press_enter = (Entrée pour continuer)
play-thinking = { $seat } réfléchit…
ui-view = Ce que voit { $who }
ui-spectator = un spectateur
ui-recent = Derniers événements
ui-game_over = Fin de la partie
ui-final = Résultat final
ui-rank = rang
ui-seat = place
ui-who = joueur
ui-points = points
ui-winner = vainqueur
ui-winners = Vainqueur : { $names }
ui-shared = Victoire partagée : { $names }
ui-nobody = Aucune place ne gagne.
ui-step = coup { $n }
replay-header = Relecture de { $game } v{ $version } · { $players } joueurs · graine { $seed }
replay-seats = Places : { $seats }
replay-perspective_full = Tout est montré (informations cachées révélées)
replay-perspective_seat = Vue de { $seat }
replay-perspective_spectator = Vue d'un spectateur
replay-unfinished = L'enregistrement s'arrête avant la fin de la partie ({ $steps } coups).
replay-prompt = Entrée : coup suivant, q : arrêter{" "}
sim-running = { $n } parties en cours
sim-seats_title = { $game } · { $n } parties · { $players } joueurs · graine { $seed }
sim-bots_title = Par bot (toutes ses places ensemble)
sim-seat = place
sim-bot = bot
sim-seats = places
sim-wins = victoires
sim-games = parties
sim-win_rate = % victoires
sim-ci = IC 95 % (Wilson)
sim-mean_points = pts moyens
sim-caption = Une victoire partagée compte comme une victoire pour chaque vainqueur.
sim-length = Durée moyenne d'une partie : { NUMBER($actions, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } actions ({ NUMBER($decisions, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) } décisions des joueurs), { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s au total
sim-json_saved = Résumé écrit dans { $path }
sim-outcomes_title = Comment les parties ont fini (quel camp a gagné)
sim-outcome = fin
sim-count = parties
sim-rate = part
arena-running = { $games } { $games ->
    [one] partie
   *[other] parties
} en cours ({ $deals } { $deals ->
    [one] donne
   *[other] donnes
} × { $players } placements)
arena-title = { $game } · arène · { $deals } { $deals ->
    [one] donne
   *[other] donnes
} × { $players } placements = { $games } { $games ->
    [one] partie
   *[other] parties
} · graine { $seed }
arena-caption = Chaque donne est jouée une fois par rotation de la composition, avec la graine de la donne : chaque bot occupe chaque place. Une victoire partagée entre k gagnants compte 1/k pour chacun. Classement : openskill Plackett-Luce (a priori μ 25, σ 8,33) ; un bot à plusieurs places prend la moyenne des classements de ses places.
arena-bot = bot
arena-seats = places
arena-games = parties
arena-mu = μ
arena-sigma = σ
arena-ordinal = μ − 3σ
arena-win_share = part gagnée
arena-ci = IC 95 % (Wilson)
arena-fair_share = juste part
arena-mean_points = pts moyens
arena-mean_rank = rang moyen
arena-pairs_title = Comparaison appariée (les mêmes donnes)
arena-pairs_caption = Devant : la part des parties où la meilleure place du bot est classée devant celle de l'autre (une égalité compte pour moitié). Donnes : celles où sa part des victoires sur les placements de la donne est au-dessus / égale / en dessous de celle de l'autre.
arena-against = contre
arena-ahead = devant
arena-deals = donnes + / = / −
arena-nothing = Composition vérifiée ; aucune donne demandée (-n 0) : rien n'a été joué.
arena-seconds = { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s au total
arena-bad_entry = entrée de --bots incorrecte '{ $text }' : il faut un niveau de bot, ou NIVEAU*NOMBRE (par ex. normal*3)
arena-bad_players = --players { $players } ne correspond pas aux { $given } bots de --bots (donnez un seul niveau pour remplir toutes les places)
arena-bad_count = la composition compte { $given } bots, mais { $game } se joue à { $players } joueurs
bench-result = { $game }, { $players } joueurs, un cœur ({ $path }) : { NUMBER($dps, minimumFractionDigits: 0, maximumFractionDigits: 0) } décisions, { NUMBER($aps, minimumFractionDigits: 0, maximumFractionDigits: 0) } actions et { NUMBER($gps, minimumFractionDigits: 1, maximumFractionDigits: 1) } parties par seconde de processeur
bench-detail = { $games } parties, { $decisions } décisions et { $actions } actions (hasard compris) en { NUMBER($cpu, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s de processeur ({ NUMBER($wall, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 0) } s au chronomètre ; graine { $seed })
bench-bad_path = chemin inconnu { $path } ; connus : { $known }
# Un événement qu'un jeu ne raconte pas lui-même : qui, et son texte canonique.
event-raw = { $who } : { $text }
lab-title = { $game } · labo d'équilibrage · { $players } joueurs
lab-reproduce = La commande qui refait ce rapport :
lab-method = Chaque variante a joué les mêmes { $deals } donnes, chacune une fois par rotation de sa composition (chaque bot à chaque place) : { $games } parties par variante, graine { $seed }. Une victoire partagée entre k gagnants compte 1/k pour chacun ; les égalités sont comptées à part.
lab-lower_wins = Dans ce jeu, le plus petit total gagne : moins de points, c'est mieux.
lab-variants = Variantes
lab-variant = variante
lab-options = options changées
lab-bots = composition
lab-each_variant = Chaque variante
lab-win_share = Part des victoires par place (intervalle de Wilson à 95 %)
lab-fair_share = part équitable
lab-balance = équilibre des places (khi-deux)
lab-draws = égalités
lab-by_bot = Part des victoires par bot
lab-points = points
lab-points_lower = points (le plus bas gagne)
lab-winner_points = points des gagnants
lab-decisions = décisions par partie
lab-distributions = Distributions
lab-dist_caption = Médiane [premier quartile, troisième quartile] · minimum … maximum · moyenne. Les points réunissent toutes les places de toutes les parties.
lab-endings = Fins de partie (part des parties)
lab-events = Événements publics par partie (moyenne)
lab-event_kind = événement
lab-comparisons = Écarts aux règles par défaut (appariés : mêmes donnes, mêmes places)
lab-paired_caption = Variante moins défaut, partie par partie, avec l'intervalle à 95 % et la p-valeur du test t apparié ; « net » quand l'intervalle exclut 0. Beaucoup de lignes sont testées à la fois : une sur vingt peut sembler nette par hasard.
lab-measure = mesure
lab-difference = écart [IC 95 %]
lab-clear = net
lab-power = Un écart de 5 points de part de victoires à une place demande environ { $needed } parties par variante pour se voir (puissance 80 %, 5 % bilatéral) ; cette série voit des écarts de { $detectable } points ou plus.
lab-plots = Graphiques
lab-plot_seats = Part des victoires par place
lab-plot_points = Points finaux, toutes places
lab-plot_length = Durée des parties
lab-plot_deal_scores = Scores cumulés à chaque passage de donne ou de manche, le dernier en fin de partie (médiane et quartiles)
lab-plot_endings = Fins de partie
lab-games = parties
lab-deal_number = passage (donne ou manche) ; le dernier est la fin
lab-running_score = score cumulé
lab-share_of_games = part des parties
lab-files = À côté de cette page : plots/*.png, games.csv et games.parquet (une ligne par partie), lab.json (les statistiques et chaque partie).
lab-running = { $games } parties en cours ({ $variants } { $variants ->
    [one] variante
   *[other] variantes
} × { $deals } { $deals ->
    [one] donne
   *[other] donnes
} × jusqu'à { $players } placements)
lab-written = Rapport écrit : { $path }
lab-bad_players = donnez --players, ou une composition --bots avec un bot par place
lab-bad_out = --out { $path } est un fichier : donnez un dossier pour le rapport
lab-data_copied = les fichiers de données joués, avec leur SHA-256, sont dans data/ à côté de cette page
lab-checking = Vérification des variantes…
lab-seat_games = places (chaque place de chaque partie)
