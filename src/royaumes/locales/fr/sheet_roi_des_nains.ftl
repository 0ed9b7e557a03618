## La feuille de score du Roi des Nains (issue 22) : une donne par saisie, sept donnes, des donnes de plus en cas d'égalité.
## Les noms et textes des faces de Quête et des cartes spéciales viennent des données du jeu
## (cards.toml), dans les deux langues : chaque langue montre les siens ($name_fr, $text_fr)
## et lit ceux de l'autre dans un sélecteur qui n'affiche rien, pour que les deux messages
## prennent les mêmes variables.

sheet-roi_des_nains-quest = { $quest } { $name_fr } — { $text_fr }{ $name_en ->
   *[other] {""}
}{ $text_en ->
   *[other] {""}
}
sheet-roi_des_nains-special = { $special } { $name_fr } — { $text_fr }{ $name_en ->
   *[other] {""}
}{ $text_en ->
   *[other] {""}
}
sheet-roi_des_nains-player = { $player }

## Le formulaire
sheet-roi_des_nains-field-quest = Face de Quête
sheet-roi_des_nains-help-quest = La face choisie pour cette donne par qui avait le 5 bleu (tuile et côté, par ex. Q02A). Chaque tuile ne sert qu'une fois par partie.
sheet-roi_des_nains-field-special = Carte spéciale
sheet-roi_des_nains-help-special = La carte spéciale mêlée aux cartes de cette donne. Chacune ne sert qu'une fois par partie.
sheet-roi_des_nains-field-mode = Saisir
sheet-roi_des_nains-mode-totals = le total de la donne de chaque joueur
sheet-roi_des_nains-mode-counts = ce que compte la Quête
sheet-roi_des_nains-help-mode = Soit le total de chaque joueur pour la donne, soit ce que compte la Quête choisie (et ce qu'il faut pour la carte spéciale) : la feuille calcule alors les totaux.
sheet-roi_des_nains-field-totals = Total de la donne
sheet-roi_des_nains-help-totals = Les points gagnés ou perdus dans la donne, Quête et carte spéciale ensemble ; un total négatif se saisit tel quel.
sheet-roi_des_nains-field-special_player = Qui a joué la carte spéciale
sheet-roi_des_nains-help-special_player = Seulement pour les comptes : le joueur qui l'a jouée (l'Éclaireur rapporte à son joueur).
sheet-roi_des_nains-field-special_winner = Qui a remporté le pli de la carte spéciale
sheet-roi_des_nains-help-special_winner = Seulement pour les comptes : qui a pris le pli où elle se trouve (le −3 du Shaman, le +4 de l'Orfèvre).
sheet-roi_des_nains-field-special_ranked = { $ranks } dans le pli de la carte spéciale
sheet-roi_des_nains-help-special_ranked = Seulement pour les comptes : les cartes de rang { $ranks } de son pli, quel que soit qui l'a remporté (les points de l'Éclaireur).

## Ce que compte une Quête : l'intitulé, puis l'aide. Seuls les comptes de la Quête choisie sont lus.
sheet-roi_des_nains-count-tricks = Plis remportés
sheet-roi_des_nains-count-first_trick = A remporté le premier pli
sheet-roi_des_nains-count-last_trick = A remporté le dernier pli
sheet-roi_des_nains-count-last = Plis remportés parmi les { $k } derniers
sheet-roi_des_nains-count-run = Plus longue suite de plis remportés d'affilée
sheet-roi_des_nains-count-suit = Cartes remportées : { rdn-suit-name }
sheet-roi_des_nains-count-ranks = Cartes remportées de rang { $ranks }
sheet-roi_des_nains-count-cards = Cartes remportées parmi { $cards }
sheet-roi_des_nains-count-wins_at_most = Plis remportés avec une carte de { $strength } ou moins
sheet-roi_des_nains-count-wins_with = Plis remportés avec une carte de rang { $rank }
sheet-roi_des_nains-count-led_won = Plis entamés et remportés
sheet-roi_des_nains-count-led_lost = Plis entamés et perdus
sheet-roi_des_nains-help-tricks = Seulement pour les comptes, pour les Quêtes sur les plis remportés.
sheet-roi_des_nains-help-first_trick = Seulement pour les comptes : cochez le joueur qui a remporté le pli 1.
sheet-roi_des_nains-help-last_trick = Seulement pour les comptes : cochez le joueur qui a remporté le dernier pli.
sheet-roi_des_nains-help-last = Seulement pour les comptes : les plis remportés par ce joueur parmi les { $k } derniers de la donne.
sheet-roi_des_nains-help-run = Seulement pour les comptes : le plus de plis remportés par ce joueur l'un après l'autre (0 sans pli).
sheet-roi_des_nains-help-suit = Seulement pour les comptes : les cartes de ce peuple dans les plis de ce joueur ; les 1 et 11 spéciaux comptent, les cartes Magie jamais.
sheet-roi_des_nains-help-ranks = Seulement pour les comptes : les cartes de rang { $ranks } dans les plis de ce joueur ; les cartes Magie ne comptent jamais.
sheet-roi_des_nains-help-cards = Seulement pour les comptes : combien de { $cards } sont dans les plis de ce joueur.
sheet-roi_des_nains-help-wins_at_most = Seulement pour les comptes : les plis de ce joueur remportés par une carte de force { $strength } ou moins (un pli remporté par une carte Magie ne compte pas).
sheet-roi_des_nains-help-wins_with = Seulement pour les comptes : les plis de ce joueur remportés par une carte de rang { $rank } (un pli remporté par une carte Magie ne compte pas).
sheet-roi_des_nains-help-led_won = Seulement pour les comptes : les plis que ce joueur a entamés et remportés.
sheet-roi_des_nains-help-led_lost = Seulement pour les comptes : les plis que ce joueur a entamés sans les remporter.

## Les lignes
sheet-roi_des_nains-row = { $extra ->
    [0] Donne { $deal }
   *[other] Donne { $deal } (départage)
} · { $quest } { $name_fr } · { $special_fr }{ $name_en ->
   *[other] {""}
}{ $special_en ->
   *[other] {""}
}
sheet-roi_des_nains-step-quest = Quête { sheet-roi_des_nains-quest }
sheet-roi_des_nains-step-special = Carte spéciale { sheet-roi_des_nains-special }
sheet-roi_des_nains-step-totals = Totaux de la donne saisis : { $values }
sheet-roi_des_nains-step-count-tricks = { sheet-roi_des_nains-count-tricks } : { $values }
sheet-roi_des_nains-step-count-first_trick = { sheet-roi_des_nains-count-first_trick } : { $values }
sheet-roi_des_nains-step-count-last_trick = { sheet-roi_des_nains-count-last_trick } : { $values }
sheet-roi_des_nains-step-count-last = { sheet-roi_des_nains-count-last } : { $values }
sheet-roi_des_nains-step-count-run = { sheet-roi_des_nains-count-run } : { $values }
sheet-roi_des_nains-step-count-suit = { sheet-roi_des_nains-count-suit } : { $values }
sheet-roi_des_nains-step-count-ranks = { sheet-roi_des_nains-count-ranks } : { $values }
sheet-roi_des_nains-step-count-cards = { sheet-roi_des_nains-count-cards } : { $values }
sheet-roi_des_nains-step-count-wins_at_most = { sheet-roi_des_nains-count-wins_at_most } : { $values }
sheet-roi_des_nains-step-count-wins_with = { sheet-roi_des_nains-count-wins_with } : { $values }
sheet-roi_des_nains-step-count-led_won = { sheet-roi_des_nains-count-led_won } : { $values }
sheet-roi_des_nains-step-count-led_lost = { sheet-roi_des_nains-count-led_lost } : { $values }
sheet-roi_des_nains-step-special_player = { $player } a joué la carte spéciale
sheet-roi_des_nains-step-special_winner = { $player } a remporté le pli de la carte spéciale
sheet-roi_des_nains-step-special_ranked = { $ranks } dans son pli : { $n }
sheet-roi_des_nains-step-quest_points = Points de la Quête : { $values }
sheet-roi_des_nains-step-special_points = Points de la carte spéciale : { $values }
sheet-roi_des_nains-step-deal_points = Totaux de la donne : { $values }
sheet-roi_des_nains-step-left_out = Hors du départage, non ajouté : { $players ->
    [one] { $names }
   *[other] { $names }
}

## La fin
sheet-roi_des_nains-expects-deal = Donne { $deal } sur { $deals } : la face de Quête, la carte spéciale, puis le total de chaque joueur ou ce que compte la Quête
sheet-roi_des_nains-expects-extra = Donne { $deal }, une donne de départage : { $names } sont à égalité en tête
sheet-roi_des_nains-end-tie = Après la donne { $deal }, { $names } sont à égalité en tête avec { $points } : une donne de plus
sheet-roi_des_nains-end-tie_only = Seuls { $names } jouent désormais pour la victoire (seuls leurs totaux de donne s'ajoutent)
sheet-roi_des_nains-end-winner = Après la donne { $deal }, { $player } a le plus haut total, { $points }, et gagne
sheet-roi_des_nains-end-shared = Après { $extra } donnes de départage, { $names } sont encore à égalité en tête avec { $points } : ils partagent la victoire

## Les refus
sheet-roi_des_nains-error-quest = { $quest } n'est pas une face de Quête (Q01A … Q20B)
sheet-roi_des_nains-error-special = { $special } n'est pas une carte spéciale (B1, G1, R1, B11a, B11b, G11a, G11b, R11a, R11b, M1 … M5)
sheet-roi_des_nains-error-tile_used = la tuile { $tile } a déjà servi à la donne { $deal } : chaque tuile ne sert qu'une fois par partie
sheet-roi_des_nains-error-tile_last = la tuile { $tile } a servi à la dernière donne : les tuiles remélangées pour cette donne la laissent de côté
sheet-roi_des_nains-error-tile_complex = la tuile { $tile } est une tuile complexe, écartée des donnes d'une première partie
sheet-roi_des_nains-error-special_used = { $special } était déjà la carte spéciale de la donne { $deal } : chacune ne sert qu'une fois par partie
sheet-roi_des_nains-error-special_last = { $special } était la carte spéciale de la dernière donne : les cartes remélangées pour cette donne la laissent de côté
sheet-roi_des_nains-error-per_person = { $field } : { $n } valeurs pour { $people } joueurs
sheet-roi_des_nains-error-no_total = { $player } : pas de total de donne
sheet-roi_des_nains-error-total = { $player } : { $total } points sont impossibles dans cette donne avec { $quest } et { $special } (de { $least } à { $most }, pas toutes les valeurs entre les deux)
sheet-roi_des_nains-error-nothing = saisissez le total de la donne de chaque joueur, ou ce que compte la Quête
sheet-roi_des_nains-error-mixed = { $mode ->
    [totals] la donne est saisie en totaux : laissez les comptes vides ({ $field }), ou choisissez de saisir ce que compte la Quête
   *[counts] les comptes sont saisis : laissez les totaux vides
}
sheet-roi_des_nains-error-unread = { $quest } et { $special } ne lisent pas { $field } : laissez-le vide
sheet-roi_des_nains-error-no_count = { $field } : pas de valeur pour { $player } ({ $quest } la lit)
sheet-roi_des_nains-error-count = { $field } : { $player } a { $value } ; cette donne permet de 0 à { $most }
sheet-roi_des_nains-error-count_total = { $field } : les valeurs des joueurs font { $total } en tout, mais doivent faire { $most } dans cette donne
sheet-roi_des_nains-error-count_range = { $field } : les valeurs des joueurs font { $total } en tout, mais doivent faire de { $least } à { $most } dans cette donne
sheet-roi_des_nains-error-no_special_fact = { $special } compte selon { $field } : saisissez-le
sheet-roi_des_nains-error-player = { $field } : { $value } n'est pas un joueur de cette feuille (P0 … P{ $last })
sheet-roi_des_nains-error-ranked = { $field } : { $value }, mais son pli contient au plus { $most } autres cartes
sheet-roi_des_nains-error-together = { $values } : aucune donne ne donne ces totaux ensemble avec { $quest } et { $special } (les plis et cartes que compte la Quête doivent faire le total de la donne)
