## Les Chevauchées du Prince Noir (pn) : narration, terminal et page.

## Camps et cartes
pn-side-E = Anglais
pn-side-F = Français
pn-card-Sg = Siège
pn-card-Ch = Chevauchée
pn-card-Rd = Raid
pn-card-Pl = Pillage

## Narration des événements du moteur (Game.narrate)
pn-ev-sides = { $english } joue les Anglais (E) ; { $french } joue les Français (F)
pn-ev-draw = { $to } pioche : { $cards }
pn-ev-draw-mine = Vous piochez : { $cards }
pn-ev-draw-hidden = { $to } pioche { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }
pn-ev-attack = { $who } attaque le château { $castle } avec { $cards }
pn-ev-defend = { $who } défend le château { $castle } avec { $cards }
pn-ev-attack-hidden = { $who } attaque le château { $castle } avec { $n ->
    [one] { $n } carte face cachée
   *[other] { $n } cartes face cachée
  }
pn-ev-defend-hidden = { $who } défend le château { $castle } avec { $n ->
    [one] { $n } carte face cachée
   *[other] { $n } cartes face cachée
  }
pn-ev-order = { $who } fixe l'ordre : château { $first } d'abord, puis { $second }
pn-ev-reveal = Révélation — château { $x } : { $x_side ->
    [E] Anglais { $x_attack } contre Français { $x_defend }
   *[F] Français { $x_attack } contre Anglais { $x_defend }
  } ; château { $y } : { $y_side ->
    [E] Anglais { $y_attack } contre Français { $y_defend }
   *[F] Français { $y_attack } contre Anglais { $y_defend }
  }
pn-outcome_flip = attaque { $attack } contre défense { $defence } : passe aux { $side ->
    [E] Anglais
   *[F] Français
  }
pn-outcome_hold = attaque { $attack } contre défense { $defence } : le défenseur tient
pn-ev-flip = Combat au château { $castle } : { pn-outcome_flip }
pn-ev-hold = Combat au château { $castle } : { pn-outcome_hold }
pn-ev-all_castles = Les { $side ->
    [E] Anglais
   *[F] Français
  } tiennent les 8 châteaux !
pn-ev-exhausted = Les cartes sont épuisées : décompte final.
pn-ev-no_main = Une main n'a plus de carte principale : décompte final.

## Terminal
pn-title = { $title } · tour { $turn }
pn-title_over = { $title } · partie terminée
pn-shield_line = Bouclier (premier joueur) : { $side }
pn-you_are = Vous jouez les { $side } ({ $letter }).
pn-runs = Séries :{" "}
pn-largest = plus grand ensemble
pn-seat = Place
pn-side = Camp
pn-castles = Châteaux
pn-hand = Main
pn-pile = Talon
pn-played = Joué
pn-placements = Ce tour :
pn-at = château { $castle }
pn-verb-attack = attaque
pn-verb-defend = défend
pn-label-attack = attaquer le château { $castle } avec { $cards } (valeur { $value }{ $chain })
pn-label-defend = défendre le château { $castle } avec { $cards } (valeur { $value }{ $chain })
pn-label-chain = {" "}+ chaîne { $n }
pn-label-bonus = {" "}dont bonus de pillage { $n }
pn-group-attack = attaquer le château { $castle }{ $chain } : choisir parmi { $n } ensembles
pn-group-defend = défendre le château { $castle }{ $chain } : choisir parmi { $n } ensembles
pn-score_title = Scores finaux
pn-score_row = { $castles } châteaux + { $cards } cartes + plus grand ensemble { $largest } = { $total }
pn-board_now = {"  "}Ligne :{" "}

## Page
pn-card_sub = attaque { $v }
pn-card_sub_short = att. { $v }
pn-n_cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }
pn-face_down = { $n ->
    [one] { $n } carte face cachée
   *[other] { $n } cartes face cachée
  }
pn-castle_label = Château { $n } ({ $side })
pn-line = La ligne des 8 châteaux
pn-first_short = 1er
pn-second_short = 2e
pn-order_first = résoudre le combat du château { $n } en premier
pn-pick_attack = viser le château { $n } (attaque)
pn-pick_defend = viser le château { $n } (défense)
pn-shield = bouclier
pn-shield_help = Premier joueur de ce tour
pn-castles_n = ♜ { $n } châteaux
pn-largest_n = ensemble { $n }
pn-largest_help = Plus grand ensemble de châteaux adjacents
pn-hand_n = main { $n }
pn-pile_n = pioche { $n }
pn-discard = défausse
pn-discard_help = Cartes déjà jouées (défausse commune, face visible)
pn-unseen = reste
pn-unseen_help = Cartes encore en main ou en pioche chez l'adversaire (son paquet moins les cartes révélées)
pn-role-attack = attaque
pn-role-defend = défense
pn-total = = { $v }
pn-total_help = Valeur du combat, chaînes comprises
pn-base = valeur { $v }
pn-base_help = Valeur des cartes, sans les chaînes
pn-this_turn = Combats du tour
pn-order_is = ordre : { $a } puis { $b }
pn-castle_title = Château { $n } ({ $xy })
pn-castle_plain = Château { $n }
pn-last_turn = Tour précédent
pn-prompt_order = Choisissez le combat résolu en premier : touchez son château.
pn-prompt_open_x = À vous d'ouvrir : touchez un château (ennemi pour l'attaquer, à vous pour le défendre), puis choisissez vos cartes. Gardez au moins 1 carte.
pn-prompt_answer_x = Répondez au château { $x } ({ $role }) : choisissez vos cartes, en gardant au moins 1 carte.
pn-prompt_open_y = Choisissez le château Y ({ $role }), autre que { $x }, puis vos cartes.
pn-prompt_answer_y = Répondez au château { $y } ({ $role }) : choisissez vos cartes.
pn-order_label = Château { $a } d'abord, puis { $b }
pn-confirm_attack = Attaquer le château { $n } avec { $cards } (force { $v }{ $chain })
pn-confirm_defend = Défendre le château { $n } avec { $cards } (force { $v }{ $chain })
pn-with_chain = , dont chaîne +{ $c }
pn-hint_castle = Touchez un château encadré.
pn-hint_tap_green = Les châteaux en vert acceptent ce groupe : touchez-en un.
pn-hint_cards = Choisissez les cartes du groupe.
pn-hint_bad_attack = Une attaque : exactement 1 carte principale ({ $mains }) et des Pillages au choix.
pn-hint_bad_defence = Ce groupe n'est pas possible ici (gardez au moins 1 carte si vous devez encore jouer).
pn-clear = Effacer
pn-your_hand = Votre main
pn-empty_hand = Main vide.
pn-rules_short = Rappel des règles
pn-chains_here = Chaînes au château { $n } : vous +{ $me }, l'adversaire +{ $opp }.
pn-tag_attack = att.
pn-tag_defend = déf.
pn-rule_reminder = Attaque : 1 carte principale + Pillages, valeur des cartes + chaînes. Défense : 1 par carte, { $bonuses } pour { $pillages } Pillages, + chaînes. Égalité : le défenseur tient.
pn-legend_tail = chaîne de { $runs } châteaux voisins : { $bonuses }
pn-status = Tour { $turn } · bouclier : { $side } ({ $who }) · { $phase }
pn-status_over = Partie terminée au tour { $turn }
pn-phase-open_x = ouverture au château X
pn-phase-answer_x = réponse au château X
pn-phase-open_y = ouverture au château Y
pn-phase-answer_y = réponse au château Y
pn-phase-order = choix de l'ordre des combats
pn-phase-over = fin
pn-phase-sides = tirage des camps
pn-phase-draw = pioche
pn-colon = {" "}:{" "}
pn-reveal_one_short = { $side ->
    [E] Anglais { $attack } contre Français { $defend }
   *[F] Français { $attack } contre Anglais { $defend }
  }
pn-interlude_title = Résultat des combats
pn-seat_info = { $side } · { $n } ♜

## Options (champs des options ; libellé, .desc, .<choix>)
pn-opt-chain_mode = Bonus de chaîne
pn-opt-chain_mode-desc = bonus de chaîne : les deux côtés additionnés, le meilleur côté, ou une série combinée
pn-opt-chain_mode-per_side_sum = les deux côtés additionnés
pn-opt-chain_mode-per_side_max = le meilleur côté seulement
pn-opt-chain_mode-combined = une seule série combinée
pn-opt-order_timing = Choix de l'ordre des combats
pn-opt-order_timing-desc = le second joueur choisit l'ordre de résolution avant ou après la révélation
pn-opt-order_timing-before_reveal = avant la révélation
pn-opt-order_timing-after_reveal = après la révélation
pn-opt-no_main_card = Sans carte principale en main
pn-opt-no_main_card-desc = sans carte principale : attaque aux pillages seuls, ou fin de partie
pn-opt-no_main_card-pillage_attack = attaque aux pillages seuls
pn-opt-no_main_card-end_game = fin de la partie
pn-opt-sides = Camps
pn-opt-sides-desc = quelle place joue les Anglais : au hasard, ou la place 0
pn-opt-sides-random = tirés au hasard
pn-opt-sides-seat0_english = le joueur 1 joue les Anglais
pn-opt-final_tie = Égalité finale
pn-opt-final_tie-desc = après égalité de score et de plus grand groupe : nul, ou le plus de châteaux
pn-opt-final_tie-draw = match nul
pn-opt-final_tie-more_castles = le plus de châteaux gagne
pn-opt-hand_size = Cartes en main
pn-opt-hand_size-desc = les cartes en main après chaque pioche
