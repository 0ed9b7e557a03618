## Feuille de score des 4 Royaumes (issue 22) : une saisie par manche.

sheet-quatre_royaumes-who = { $who ->
    [V] l’automate V
   *[other] { $who }
  }
sheet-quatre_royaumes-Who = { $who ->
    [V] L’automate V
   *[other] { $who }
  }

sheet-quatre_royaumes-field-mission = Mission
sheet-quatre_royaumes-field-visible = Dernier pli gagné
sheet-quatre_royaumes-field-tricks = Plis gagnés (en cas d’égalité)
sheet-quatre_royaumes-field-cards = Cartes des plis gagnés (en cas d’égalité)
sheet-quatre_royaumes-field-v_mission = Automate V : mission
sheet-quatre_royaumes-field-v_visible = Automate V : dernier pli gagné
sheet-quatre_royaumes-field-v_tricks = Automate V : plis gagnés (en cas d’égalité)
sheet-quatre_royaumes-field-v_cards = Automate V : cartes des plis gagnés (en cas d’égalité)
sheet-quatre_royaumes-suit-S = { qr-suit-S }
sheet-quatre_royaumes-suit-C = { qr-suit-C }
sheet-quatre_royaumes-suit-H = { qr-suit-H }
sheet-quatre_royaumes-suit-D = { qr-suit-D }
sheet-quatre_royaumes-suit-none = aucun pli gagné
sheet-quatre_royaumes-card = { $card }
sheet-quatre_royaumes-help-visible = La couleur d’entame du dernier pli gagné par ce joueur dans la manche (la carte du dessus de ses plis), ou aucun pli gagné.
sheet-quatre_royaumes-help-visible_last_card = La couleur de la dernière carte jouée par ce joueur dans la manche (option), ou aucun pli gagné.
sheet-quatre_royaumes-help-tricks = Utile seulement pour départager une égalité à la fin : les plis gagnés dans cette manche.
sheet-quatre_royaumes-help-cards = Utile seulement pour départager une égalité à la fin : toutes les cartes des plis gagnés dans cette manche, défausses comprises.
sheet-quatre_royaumes-row = Manche { $round }
sheet-quatre_royaumes-expects = Manche { $round } ({ $pile } missions dans la pioche)

sheet-quatre_royaumes-step-same_suit = { sheet-quatre_royaumes-Who } : mission { $mission }, dernier pli { $visible } : { $signed }, la mission est gardée face visible
sheet-quatre_royaumes-step-other_colour = { sheet-quatre_royaumes-Who } : mission { $mission }, dernier pli { $visible } (autre couleur) : { $signed }, la mission est gardée face cachée
sheet-quatre_royaumes-step-partner_suit = { sheet-quatre_royaumes-Who } : mission { $mission }, dernier pli { $visible } (couleur sœur) : { $signed }, la mission retourne à la pioche
sheet-quatre_royaumes-step-no_trick = { sheet-quatre_royaumes-Who } : mission { $mission }, aucun pli gagné : { $signed }, la mission est gardée face cachée
sheet-quatre_royaumes-step-pile = Pioche des missions : { $before } − { $dealt } distribuées + { $returned } { $returned ->
    [one] rendue
   *[other] rendues
  } = { $after }
sheet-quatre_royaumes-step-next = { $pile } missions pour { $seats } places : la manche { $round } est distribuée
sheet-quatre_royaumes-step-end_pile = { $pile } missions pour { $seats } places : la pioche ne peut servir tout le monde, la partie s’arrête
sheet-quatre_royaumes-step-end_max = { $rounds ->
    [one] { $rounds } manche jouée
   *[other] { $rounds } manches jouées
  }, le maximum de l’option max_rounds : la partie s’arrête

sheet-quatre_royaumes-end-automaton_out = L’automate V marque { $points } mais ne peut pas gagner
sheet-quatre_royaumes-end-highest_score = { sheet-quatre_royaumes-Who } a le meilleur score ({ $points })
sheet-quatre_royaumes-end-equal_score = { $count } joueurs à égalité avec { $points } points : le plus de plis gagnés dans la dernière manche
sheet-quatre_royaumes-end-tricks = { sheet-quatre_royaumes-Who } : { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  } dans la dernière manche
sheet-quatre_royaumes-end-missing_tricks = { sheet-quatre_royaumes-Who } : plis gagnés dans la dernière manche non saisis
sheet-quatre_royaumes-end-most_tricks = { sheet-quatre_royaumes-Who } a gagné le plus de plis dans la dernière manche ({ $tricks })
sheet-quatre_royaumes-end-equal_tricks = { $count } joueurs ont gagné { $tricks } plis chacun : le plus de numéros identiques dans ces plis
sheet-quatre_royaumes-end-identical = { sheet-quatre_royaumes-Who } : numéros identiques { $value }
sheet-quatre_royaumes-end-missing_cards = { sheet-quatre_royaumes-Who } : cartes des plis gagnés dans la dernière manche non saisies
sheet-quatre_royaumes-end-most_identical = { sheet-quatre_royaumes-Who } a le plus de numéros identiques ({ $value })
sheet-quatre_royaumes-end-equal_identical = { $count } joueurs ont autant de numéros identiques ({ $value })
sheet-quatre_royaumes-end-shared = Victoire partagée entre { $count } joueurs
sheet-quatre_royaumes-end-undecided = L’égalité ne peut pas encore être départagée
sheet-quatre_royaumes-end-enter = Corrigez la manche { $round } avec les plis ou les cartes manquants pour départager
sheet-quatre_royaumes-end-automaton_wins = L’automate V gagne : personne à la table ne gagne
sheet-quatre_royaumes-end-automaton_shares = L’automate V partage la victoire

sheet-quatre_royaumes-error-per_person = { $field } : { $n } valeurs pour { $people } joueurs
sheet-quatre_royaumes-error-automaton_missing = à 2 joueurs, saisissez aussi la manche de l’automate V ({ $field })
sheet-quatre_royaumes-error-no_automaton = il n’y a pas d’automate à { $people } joueurs
sheet-quatre_royaumes-error-card = { sheet-quatre_royaumes-who } : { $card } n’est pas une carte (par ex. 7H, 10S)
sheet-quatre_royaumes-error-card_out = { sheet-quatre_royaumes-who } : { $card } n’est pas distribuée à cette table (mise de côté)
sheet-quatre_royaumes-error-card_twice = la carte { $card } est saisie deux fois
sheet-quatre_royaumes-error-cards_multiple = { sheet-quatre_royaumes-who } : { $n } cartes, mais chaque pli compte { $seats } cartes
sheet-quatre_royaumes-error-cards_count = { sheet-quatre_royaumes-who } : { $n } cartes pour { $tricks } plis, qui en comptent { $expected }
sheet-quatre_royaumes-error-tricks_without_visible = { sheet-quatre_royaumes-who } : { $tricks } plis gagnés mais aucun dernier pli saisi
sheet-quatre_royaumes-error-visible_without_trick = { sheet-quatre_royaumes-who } : un dernier pli { $visible } mais 0 pli gagné
sheet-quatre_royaumes-error-cards_visible = { sheet-quatre_royaumes-who } : les plis gagnés n’ont aucune carte { $visible }, alors que le dernier a été entamé à { $visible }
sheet-quatre_royaumes-error-no_winner = personne n’a gagné de pli : chaque pli est gagné par quelqu’un
sheet-quatre_royaumes-error-tricks_over = les plis font au moins { $total } : une manche en compte { $tricks }
sheet-quatre_royaumes-error-tricks_short = les plis font { $total } : une manche en compte { $tricks }
sheet-quatre_royaumes-error-mission_gone = { sheet-quatre_royaumes-who } : la mission { $mission } n’est plus dans la pioche (la partie en a { $per_suit } par couleur ; les missions gardées en sortent)
sheet-quatre_royaumes-error-mission_bottom = { sheet-quatre_royaumes-who } : mission { $mission }, mais la mission suivante vient du dessous de la pioche : { $expected }
sheet-quatre_royaumes-note-virtual = L’automate V : { $points } { $points ->
    [one] point
   *[other] points
}
