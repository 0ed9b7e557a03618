## Feuille de score de For a Crown (issue 22) : la fin de partie d’après le coffre de chaque famille.
## $person est une personne (son nom sur la feuille).

sheet-for_a_crown-expects = Après la dernière Révélation : la case de Galerie de chaque famille, ses Rubis, Pièces, Ratons voleurs et son Objet précieux
sheet-for_a_crown-end = Fin de la partie
sheet-for_a_crown-field-gallery = Case de la Galerie
sheet-for_a_crown-field-gallery_help = Plus à droite, plus influent ; une famille éliminée en cours de partie est hors jeu.
sheet-for_a_crown-space = case { $space }{ $edge ->
        [left] {" "}(tout à gauche)
        [right] {" "}(tout à droite)
       *[none] {""}
    }
sheet-for_a_crown-space_out = hors jeu (éliminée)
sheet-for_a_crown-field-rubies = Rubis
sheet-for_a_crown-field-coins = Pièces
sheet-for_a_crown-field-bandits = Ratons voleurs
sheet-for_a_crown-field-heirloom = Objet précieux encore dans le coffre
sheet-for_a_crown-field-out = Ordre d’élimination (1 = la première sortie)
sheet-for_a_crown-out = { $person } : famille éliminée { $order ->
        [1] la première
       *[other] en { $order }e
    } : hors jeu, ne peut pas gagner, 0 point
sheet-for_a_crown-nobody = Plus aucune famille en jeu : aucun ajustement
sheet-for_a_crown-most_influential = { $person } est la famille la plus influente (case { $space }) : +1 Rubis → { $rubies }
sheet-for_a_crown-no_ruby_left = { $person } : { $reason ->
        [most_influential] la plus influente
       *[most_coins] le plus de Pièces
    }, mais la réserve n’a plus de Rubis : pas de gain
sheet-for_a_crown-most_coins = { $person } a le plus de Pièces ({ $coins }) : +1 Rubis → { $rubies }
sheet-for_a_crown-no_coins = Personne n’a de Pièce : pas de gain pour le plus de Pièces
sheet-for_a_crown-most_bandits = { $person } a le plus de Ratons voleurs ({ $bandits }) : −1 Rubis
sheet-for_a_crown-sell = { $person } n’a plus de Rubis et vend son Objet précieux : +{ $value } Rubis
sheet-for_a_crown-rubies_left = { $person } : il reste { $rubies } Rubis
sheet-for_a_crown-eliminated = { $person } ne peut pas payer : famille éliminée
sheet-for_a_crown-no_bandits = Personne n’a de Raton voleur : pas de perte pour le plus de Ratons
sheet-for_a_crown-score = { $person } : { $rubies } Rubis + Objet précieux { $heirloom } = { $total }
sheet-for_a_crown-score_out = { $person } : éliminée, 0
sheet-for_a_crown-tie = { $n } familles à égalité avec { $total } : la plus influente l’emporte
sheet-for_a_crown-tie_break = { $person } : case { $space }
sheet-for_a_crown-winner = { $person } gagne avec { $total }
sheet-for_a_crown-no_winner = Toutes les familles ont été éliminées : personne ne gagne
sheet-for_a_crown-error-people = { $field } : il faut une valeur par famille : { $expected }, pas { $n }
sheet-for_a_crown-error-out_order = { $person } : ordre d’élimination { $order }, or les { $n } familles hors jeu se numérotent de 1 à { $n }, chacune une fois
sheet-for_a_crown-error-unknown_seat = { $n } n’est pas l’une des { $expected } familles
sheet-for_a_crown-error-negative = { $person } : les { $what ->
        [rubies] Rubis
        [coins] Pièces
       *[bandits] Ratons voleurs
    } ne peuvent pas être négatifs ({ $n })
sheet-for_a_crown-error-space_range = { $person } : la case { $space } n’est pas dans la Galerie (1 à { $size })
sheet-for_a_crown-error-space_twice = { $person } : la case { $space } est déjà celle de { $other } ; deux Portraits ne partagent jamais une case
sheet-for_a_crown-error-out_in_gallery = { $person } est hors jeu et n’a pas de case dans la Galerie
sheet-for_a_crown-error-no_space = { $person } est en jeu et a besoin d’une case dans la Galerie
sheet-for_a_crown-error-out_twice = { $person } n’est éliminée qu’une fois
sheet-for_a_crown-error-box = { $n } { $what ->
        [rubies] Rubis
        [coins] Pièces
       *[bandits] Ratons voleurs
    } en tout, or la boîte n’en contient que { $max }
